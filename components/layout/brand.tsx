import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getCommunityBrand } from '@/lib/tenancy/current-community';

/** Spec §1: the community's capitalised slug, or the default brand without a sub-domain. */
export async function Brand({ href = '/' }: { href?: string }) {
  const [brand, t] = await Promise.all([getCommunityBrand(), getTranslations('app')]);
  return (
    <Link href={href} className="brand">
      <span className="brand__mark pi pi-book" aria-hidden="true" />
      <span className="brand__name">{brand?.name ?? t('defaultBrand')}</span>
    </Link>
  );
}
