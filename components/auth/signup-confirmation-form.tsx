'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { PasswordInput } from '@/components/ui/password-input';
import { useConfirmSignup } from '@/lib/api/account';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { showToast } from '@/lib/stores/toast-store';

/**
 * The sign-up mail's link: the password chosen at sign-up confirms it (a link alone never
 * activates an account someone else opened with this address), then the person is signed in
 * and lands on the tutorial. `signUpAgain` is the page's link to start over (none where sign-ups closed).
 */
export function SignupConfirmationForm({ token, signUpAgain }: { token: string; signUpAgain: ReactNode }) {
  const t = useTranslations();
  const enter = useEnterProduct();
  const [linkSpent, setLinkSpent] = useState(false);
  const schema = z.object({ password: z.string().check(z.minLength(1, t('validation.required', { field: t('login.password') }))) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '' } });
  const failure = useFormFailure();
  const confirm = useConfirmSignup({
    onFailure: failure.onFailure,
    onInvalidLink: () => setLinkSpent(true),
    onFieldErrors: (errors) => {
      if (!errors.password?.length) return false;
      form.setError('password', { type: 'server', message: t('signupConfirmation.wrongPassword') });
    },
  });
  const onSubmit = failure.clearing(form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      {
        onSuccess: (user) => {
          showToast({ severity: 'success', summary: t('toasts.accountConfirmed') });
          enter(user);
        },
      },
    ),
  ));

  if (linkSpent) {
    return (
      <div role="alert" className="notice notice--error stack">
        <p>{t('errors.server.INVALID_CONFIRMATION')}</p>
        {signUpAgain}
      </div>
    );
  }
  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('signupConfirmation.title')}>
      <div className="field">
        <label htmlFor="confirm-password">{t('login.password')}</label>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordInput
              id="confirm-password"
              autoComplete="current-password"
              {...field}
              invalid={Boolean(fieldState.error)}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? 'confirm-password-error' : undefined}
            />
          )}
        />
        <FieldError id="confirm-password-error" message={form.formState.errors.password?.message} />
      </div>
      <FormFailure id="confirm-failure" error={failure.error} />
      <Button type="submit" label={busy ? t('signupConfirmation.submitting') : t('signupConfirmation.submit')} loading={busy} disabled={busy} />
    </form>
  );
}
