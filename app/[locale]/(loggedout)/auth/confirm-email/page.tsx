import { getTranslations } from 'next-intl/server';
import { EmailConfirmation } from '@/components/auth/email-confirmation';
import { BackLink } from '@/components/layout/back-link';
import { ROUTES } from '@/lib/routes';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('emailConfirmation');
  return { title: t('title') };
}

/** Not in the spec's routes: where the mail to a new address leads (README decisions). */
export default async function EmailConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [t, { token }] = await Promise.all([getTranslations('emailConfirmation'), searchParams]);
  const given = mailedToken(token);
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {given ? (
          <>
            <p className="muted">{t('intro')}</p>
            <EmailConfirmation token={given} />
          </>
        ) : (
          <p role="alert" className="notice notice--error">
            {t('missingToken')}
          </p>
        )}
      </section>
    </ClientMessages>
  );
}
