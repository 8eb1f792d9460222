import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getCommunityLook } from '@/lib/tenancy/community-look';
import { getCommunityBrand } from '@/lib/tenancy/current-community';

/** The community's name (lib/tenancy/current-community.ts), or the default brand without a sub-domain; its logo when it has one. */
export async function Brand({ href = '/' }: { href?: string }) {
  const [brand, look, t] = await Promise.all([getCommunityBrand(), getCommunityLook(), getTranslations('app')]);
  return (
    <Link href={href} className="brand">
      {look.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small logo the community uploads, shown at its own size
        <img className="brand__logo" src={look.logoUrl} alt="" width={28} height={28} />
      ) : (
        <span className="brand__mark pi pi-book" aria-hidden="true" />
      )}
      <span className="brand__name">{brand?.name ?? t('defaultBrand')}</span>
    </Link>
  );
}
