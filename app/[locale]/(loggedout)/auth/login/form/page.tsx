import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { SignUpLink } from '@/components/auth/sign-up-link';
import { BackLink } from '@/components/layout/back-link';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { getCommunityBrand } from '@/lib/tenancy/current-community';
import { ClientMessages } from '@/components/layout/client-messages';
import { OutboxWaitingNote } from '@/components/offline';

export async function generateMetadata() {
  const t = await getTranslations('login');
  return { title: t('title') };
}

export default async function LoginFormPage() {
  const [t, tApp, brand] = await Promise.all([getTranslations('login'), getTranslations('app'), getCommunityBrand()]);
  return (
    <ClientMessages areas={['signIn', 'outboxNote']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle', { community: brand?.name ?? tApp('defaultBrand') })}</p>
        <OutboxWaitingNote />
        <LoginForm />
        <Link href="/password-forgotten">{t('forgotten')}</Link>
        <SignUpLink />
      </section>
    </ClientMessages>
  );
}
