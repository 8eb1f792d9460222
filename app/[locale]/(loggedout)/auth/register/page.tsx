import { getLocale, getTranslations } from 'next-intl/server';
import { SignupForm } from '@/components/auth/signup-form';
import { BackLink } from '@/components/layout/back-link';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('signup');
  return { title: t('title') };
}

/**
 * Spec §2 /auth/register: the public registration form where the host's community takes public
 * sign-ups (a community setting, off by default for schools); elsewhere, how to join instead.
 */
export default async function RegisterPage() {
  const [t, locale, community] = await Promise.all([getTranslations('signup'), getLocale(), fetchHostCommunity()]);
  const open = community?.known === true && community.publicRegistration;
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {open ? (
          <>
            <p className="muted">{t('intro', { community: community.name })}</p>
            <SignupForm community={community.name} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
          </>
        ) : (
          <p className="notice">{t('closed')}</p>
        )}
        <Link href={ROUTES.authLoginForm}>{t('haveAccount')}</Link>
      </section>
    </ClientMessages>
  );
}
