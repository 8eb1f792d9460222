'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import * as z from 'zod/mini';
import { useSetNewPassword } from '@/lib/api/password';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { Link } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import { NewPasswordFields, showPasswordErrors, useNewPasswordRules } from './new-password-fields';

/** Spec §4's second step: the mail's token, a new password twice; then signed in, on the journal. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const enter = useEnterProduct();
  const [linkSpent, setLinkSpent] = useState(false);
  const rules = useNewPasswordRules();
  const schema = z.object(rules.shape).check(rules.match);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '', passwordConfirmation: '' } });
  const failure = useFormFailure();
  const save = useSetNewPassword({ onInvalidLink: () => setLinkSpent(true), onFieldErrors: (errors) => showPasswordErrors(form, errors), onFailure: failure.onFailure });
  const onSubmit = failure.clearing(form.handleSubmit((values) =>
    save.mutate(
      { resetPasswordToken: token, ...values },
      {
        onSuccess: (user) => {
          showToast({ severity: 'success', summary: t('toasts.passwordUpdated') });
          enter(user);
        },
      },
    ),
  ));

  if (linkSpent) {
    return (
      <div role="alert" className="notice notice--error stack">
        <p>{t('errors.server.INVALID_RESET_TOKEN')}</p>
        <Link href="/password-forgotten">{t('newPassword.askAgain')}</Link>
      </div>
    );
  }
  const busy = save.isPending || save.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('newPassword.title')}>
      <NewPasswordFields form={form} />
      <FormFailure id="new-password-failure" error={failure.error} />
      <Button type="submit" label={busy ? t('newPassword.submitting') : t('newPassword.submit')} loading={busy} disabled={busy} />
    </form>
  );
}
