import { getTranslations } from 'next-intl/server';
import { SignupConfirmationForm } from '@/components/auth/signup-confirmation-form';
import { BackLink } from '@/components/layout/back-link';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('signupConfirmation');
  return { title: t('title') };
}

/** Not in the spec's routes: where a public sign-up's mail leads (README decisions). */
export default async function SignupConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [t, { token }] = await Promise.all([getTranslations('signupConfirmation'), searchParams]);
  const given = mailedToken(token);
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {given ? (
          <>
            <p className="muted">{t('intro')}</p>
            <SignupConfirmationForm token={given} />
          </>
        ) : (
          <div role="alert" className="notice notice--error stack">
            <p>{t('missingToken')}</p>
            <Link href="/auth/register">{t('signUpAgain')}</Link>
          </div>
        )}
      </section>
    </ClientMessages>
  );
}
