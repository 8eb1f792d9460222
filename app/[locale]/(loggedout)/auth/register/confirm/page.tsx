import { getTranslations } from 'next-intl/server';
import { ConfirmationPageView, confirmationPageMetadata } from '@/components/auth/confirmation-page-view';
import { SignupConfirmationForm } from '@/components/auth/signup-confirmation-form';
import { ClientMessages } from '@/components/layout/client-messages';
import { Link } from '@/lib/i18n/navigation';

export const generateMetadata = () => confirmationPageMetadata('signupConfirmation');

/** Where a public sign-up's mail leads. */
export default async function SignupConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [t, { token }] = await Promise.all([getTranslations('signupConfirmation'), searchParams]);
  return (
    <ClientMessages areas={['signIn']}>
      <ConfirmationPageView
        namespace="signupConfirmation"
        token={token}
        form={(given) => <SignupConfirmationForm token={given} />}
        restart={<Link href="/auth/register">{t('signUpAgain')}</Link>}
      />
    </ClientMessages>
  );
}
