'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

export function BackLink() {
  const backHref = usePageMetaStore((s) => s.backHref);
  const t = useTranslations('app');
  if (!backHref) return null;
  return (
    <Link href={backHref} className="back-link">
      <span className="pi pi-chevron-left" aria-hidden="true" /> {t('back')}
    </Link>
  );
}
