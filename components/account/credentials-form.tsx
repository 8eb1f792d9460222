'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { useUpdateCredentials } from '@/lib/api/account';
import { showToast } from '@/lib/stores/toast-store';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/shared/validation/user';

type TValues = { email: string; password: string; passwordConfirmation: string; currentPassword: string };
const PASSWORDS = [
  { name: 'password', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', autoComplete: 'new-password' },
  { name: 'currentPassword', autoComplete: 'current-password' },
] as const;

/**
 * The credentials update (spec §7): a new address and/or a new password, both asked with the
 * current password. A new password is in force at once (toast passwordUpdated); a new address
 * waits for the link mailed to it, which the form says in place.
 */
export function CredentialsForm({ userId, email }: { userId: number; email: string }) {
  const t = useTranslations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const label = (name: keyof TValues) => t(`account.credentials.${name}`);
  const schema = z
    .object({
      email: z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: label('email') })), z.email(t('validation.email'))),
      password: z.string().check(
        z.refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, t('validation.tooShort', { field: label('password'), min: String(PASSWORD_MIN_LENGTH) })),
        z.maxLength(PASSWORD_MAX_LENGTH, t('validation.tooLong', { field: label('password'), max: String(PASSWORD_MAX_LENGTH) })),
      ),
      passwordConfirmation: z.string(),
      currentPassword: z.string().check(z.minLength(1, t('validation.required', { field: label('currentPassword') }))),
    })
    .check(z.refine((values) => values.password === values.passwordConfirmation, { path: ['passwordConfirmation'], message: t('newPassword.mismatch') }));
  const form = useForm<TValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email, password: '', passwordConfirmation: '', currentPassword: '' } });
  const update = useUpdateCredentials({
    onFieldErrors: (errors) => {
      const messages: Partial<Record<keyof TValues, string>> = {
        currentPassword: errors.current_password?.length ? t('account.credentials.wrongCurrentPassword') : undefined,
        email: errors.email?.length ? t('account.credentials.emailTaken') : undefined,
        password: errors.password?.[0],
        passwordConfirmation: errors.password_confirmation?.[0],
      };
      const named = (Object.keys(messages) as (keyof TValues)[]).filter((field) => messages[field]);
      for (const field of named) form.setError(field, { type: 'server', message: messages[field] });
      return named.length > 0;
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { userId, email: values.email, currentPassword: values.currentPassword, ...(values.password && { password: values.password, passwordConfirmation: values.passwordConfirmation }) },
      {
        onSuccess: (result) => {
          if (result.passwordChanged) showToast({ severity: 'success', summary: t('toasts.passwordUpdated') });
          setSentTo(result.emailConfirmationSentTo);
          form.reset({ email, password: '', passwordConfirmation: '', currentPassword: '' });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{t('account.credentials.title')}</h2>
      <p className="muted">{t('account.credentials.intro')}</p>
      {sentTo && (
        <p role="status" className="notice">
          {t('account.credentials.confirmationSent', { email: sentTo })}
        </p>
      )}
      <TextField control={form.control} name="email" id="credentials-email" label={label('email')} type="email" autoComplete="email" message={form.formState.errors.email?.message} />
      {PASSWORDS.map(({ name, autoComplete }) => (
        <div className="field" key={name}>
          <label htmlFor={`credentials-${name}`}>{label(name)}</label>
          <Controller
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <PasswordInput
                id={`credentials-${name}`}
                autoComplete={autoComplete}
                {...field}
                invalid={Boolean(fieldState.error)}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `credentials-${name}-error` : undefined}
              />
            )}
          />
          {name === 'password' && <small className="muted">{t('account.credentials.passwordHint', { min: PASSWORD_MIN_LENGTH })}</small>}
          <FieldError id={`credentials-${name}-error`} message={form.formState.errors[name]?.message} />
        </div>
      ))}
      <div className="row row--end">
        <Button type="submit" label={update.isPending ? t('account.credentials.saving') : t('account.credentials.save')} loading={update.isPending} disabled={update.isPending} />
      </div>
    </form>
  );
}
