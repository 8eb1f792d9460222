import { ConfirmationPageView, confirmationPageMetadata } from '@/components/auth/confirmation-page-view';
import { EmailConfirmation } from '@/components/auth/email-confirmation';
import { ClientMessages } from '@/components/layout/client-messages';

export const generateMetadata = () => confirmationPageMetadata('emailConfirmation');

/** Where the mail to a new address leads. */
export default async function EmailConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <ClientMessages areas={['signIn']}>
      <ConfirmationPageView namespace="emailConfirmation" token={token} form={(given) => <EmailConfirmation token={given} />} />
    </ClientMessages>
  );
}
