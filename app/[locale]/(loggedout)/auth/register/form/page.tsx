import { getLocale, getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { BackLink } from '@/components/layout/back-link';
import { fetchInvitation } from '@/lib/api/invitation-server';
import { isLocale, DEFAULT_LOCALE } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('register');
  return { title: t('title') };
}

/**
 * Spec §2 /auth/register/form: with an invitation_token (exempt from locale switching, the
 * proxy's locale.ts) it is the invited person's registration. Registration by link and the
 * public form come with their own issues; without a token the page says what is missing.
 */
export default async function RegisterFormPage({ searchParams }: { searchParams: Promise<{ invitation_token?: string | string[] }> }) {
  const [t, locale, { invitation_token: token }] = await Promise.all([getTranslations('register'), getLocale(), searchParams]);
  const given = mailedToken(token);
  const invitation = given ? await fetchInvitation(given) : null;
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {given && invitation ? (
          <>
            <p className="muted">{t('joining', { group: invitation.group.name, community: invitation.community.name })}</p>
            <RegisterForm token={given} invitation={invitation} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
          </>
        ) : (
          <p role="alert" className="notice notice--error">
            {t(given ? 'invalid' : 'missing')}
          </p>
        )}
      </section>
    </ClientMessages>
  );
}
