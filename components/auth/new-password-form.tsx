'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { PasswordInput } from '@/components/ui/password-input';
import { useSetNewPassword } from '@/lib/api/password';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { Link } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/validation/user';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** Spec §4's second step: the mail's token, a new password twice; then signed in, on the journal. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const enter = useEnterProduct();
  const [linkSpent, setLinkSpent] = useState(false);
  const label = t('newPassword.password');
  const schema = z
    .object({
      password: z.string().check(
        z.minLength(PASSWORD_MIN_LENGTH, t('validation.tooShort', { field: label, min: String(PASSWORD_MIN_LENGTH) })),
        z.maxLength(PASSWORD_MAX_LENGTH, t('validation.tooLong', { field: label, max: String(PASSWORD_MAX_LENGTH) })),
      ),
      passwordConfirmation: z.string(),
    })
    .check(
      z.refine((values) => values.password === values.passwordConfirmation, { path: ['passwordConfirmation'], message: t('newPassword.mismatch') }),
    );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '', passwordConfirmation: '' } });
  const save = useSetNewPassword({
    onInvalidLink: () => setLinkSpent(true),
    onFieldErrors: (errors) => {
      const fields = FIELDS.filter((field) => errors[field]?.length);
      for (const field of fields) form.setError(field, { type: 'server', message: errors[field][0] });
      return fields.length > 0;
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { resetPasswordToken: token, ...values },
      {
        onSuccess: (user) => {
          showToast({ severity: 'success', summary: t('toasts.passwordUpdated') });
          enter(user);
        },
      },
    ),
  );

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
      {FIELDS.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`new-${name}`}>{t(name === 'password' ? 'newPassword.password' : 'newPassword.confirmation')}</label>
          <Controller
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <PasswordInput
                id={`new-${name}`}
                autoComplete="new-password"
                {...field}
                invalid={Boolean(fieldState.error)}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={[name === 'password' ? 'new-password-rules' : '', fieldState.error ? `new-${name}-error` : ''].join(' ').trim() || undefined}
              />
            )}
          />
          {name === 'password' && (
            <small id="new-password-rules" className="muted">
              {t('newPassword.rules', { min: PASSWORD_MIN_LENGTH })}
            </small>
          )}
          <FieldError id={`new-${name}-error`} message={form.formState.errors[name]?.message} />
        </div>
      ))}
      <Button type="submit" label={busy ? t('newPassword.submitting') : t('newPassword.submit')} loading={busy} disabled={busy} />
    </form>
  );
}
