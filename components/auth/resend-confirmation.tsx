'use client';

import { useTranslations } from 'next-intl';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { PlainButton } from '@/components/ui/plain-button';
import { useResendSignupConfirmation } from '@/lib/api/account';

/**
 * A sign-in refused because the sign-up is not confirmed yet: the way out is the mail, so the
 * refusal offers it again. The answer is the same for any address, as the server's.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const t = useTranslations('login.pending');
  const failure = useFormFailure();
  const resend = useResendSignupConfirmation({ onFailure: failure.onFailure });
  if (resend.isSuccess) {
    return (
      <p role="status">
        {t('sent', { email: resend.data.email, hours: resend.data.validHours })}
      </p>
    );
  }
  return (
    <>
      <PlainButton
        label={resend.isPending ? t('sending') : t('resend')}
        outlined
        loading={resend.isPending}
        disabled={resend.isPending}
        onClick={() => {
          failure.clear();
          resend.mutate(email);
        }}
      />
      <FormFailure id="resend-confirmation-failure" error={failure.error} />
    </>
  );
}
