import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/**
 * A page's way back, drawn with the page (by the server where the page is), not by the header
 * after hydration: appearing late, it pushed the page down (a layout shift).
 */
export function BackLink({ href }: { href: string }) {
  const t = useTranslations('app');
  return (
    <Link href={href} className="back-link">
      <span className="pi pi-chevron-left" aria-hidden="true" /> {t('back')}
    </Link>
  );
}
