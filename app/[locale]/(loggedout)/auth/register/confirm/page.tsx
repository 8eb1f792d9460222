import { ConfirmationPageView, confirmationPageMetadata } from '@/components/auth/confirmation-page-view';
import { SignUpLink } from '@/components/auth/sign-up-link';
import { SignupConfirmationForm } from '@/components/auth/signup-confirmation-form';
import { ClientMessages } from '@/components/layout/client-messages';

export const generateMetadata = () => confirmationPageMetadata('signupConfirmation');

/** Where a public sign-up's mail leads. */
export default async function SignupConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  // Offered only where the community still takes sign-ups.
  const signUpAgain = <SignUpLink label="signupConfirmation.signUpAgain" />;
  return (
    <ClientMessages areas={['signIn']}>
      <ConfirmationPageView
        namespace="signupConfirmation"
        token={token}
        form={(given) => <SignupConfirmationForm token={given} signUpAgain={signUpAgain} />}
        restart={signUpAgain}
      />
    </ClientMessages>
  );
}
