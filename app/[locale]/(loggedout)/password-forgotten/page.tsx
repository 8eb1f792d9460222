import { getTranslations } from 'next-intl/server';
import { PasswordForgottenForm } from '@/components/auth/password-forgotten-form';
import { BackLink } from '@/components/layout/back-link';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { getCommunityBrand } from '@/lib/tenancy/current-community';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('passwordForgotten');
  return { title: t('title') };
}

/** Spec §2 /password-forgotten: the first step of the reset (spec §4). */
export default async function PasswordForgottenPage() {
  const [t, tApp, brand] = await Promise.all([getTranslations('passwordForgotten'), getTranslations('app'), getCommunityBrand()]);
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.authLoginForm} />
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <PasswordForgottenForm community={brand?.name ?? tApp('defaultBrand')} />
        <Link href={ROUTES.authLoginForm}>{t('back')}</Link>
      </section>
    </ClientMessages>
  );
}
