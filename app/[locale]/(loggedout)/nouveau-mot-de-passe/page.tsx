import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { BackLink } from '@/components/layout/back-link';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('newPassword');
  return { title: t('title') };
}

/** Spec §2 /nouveau-mot-de-passe: the reset mail's link lands here with its token (spec §4, second step). */
export default async function NewPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [t, { token }] = await Promise.all([getTranslations('newPassword'), searchParams]);
  const given = mailedToken(token);
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.authLoginForm} />
        <h1>{t('title')}</h1>
        {given ? (
          <>
            <p className="muted">{t('intro')}</p>
            <NewPasswordForm token={given} />
          </>
        ) : (
          <div role="alert" className="notice notice--error stack">
            <p>{t('missingToken')}</p>
            <Link href="/password-forgotten">{t('askAgain')}</Link>
          </div>
        )}
      </section>
    </ClientMessages>
  );
}
