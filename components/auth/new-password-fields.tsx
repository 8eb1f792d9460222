'use client';

import { useTranslations } from 'next-intl';
import { Controller, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldError } from '@/components/ui/field-error';
import { PasswordInput } from '@/components/ui/password-input';
import type { TFieldErrors } from '@/lib/api/errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/shared/validation/user';

type TPair = { password: string; passwordConfirmation: string };
const FIELDS = ['password', 'passwordConfirmation'] as const;
/**
 * The rules of a new password (8 to 200 characters) with their messages: `shape` for the form's
 * object, `match` for its check (the confirmation repeats the password; the message goes under it).
 */
export function useNewPasswordRules() {
  const t = useTranslations();
  const label = t('newPassword.password');
  return {
    shape: {
      password: z.string().check(
        z.minLength(PASSWORD_MIN_LENGTH, t('validation.tooShort', { field: label, min: String(PASSWORD_MIN_LENGTH) })),
        z.maxLength(PASSWORD_MAX_LENGTH, t('validation.tooLong', { field: label, max: String(PASSWORD_MAX_LENGTH) })),
      ),
      passwordConfirmation: z.string(),
    },
    match: z.refine<TPair>((values) => values.password === values.passwordConfirmation, { path: ['passwordConfirmation'], message: t('newPassword.mismatch') }),
  };
}

/** A server's 422 on either field goes under it; answers whether one was ours (TWriteOptions.onFieldErrors). */
export function showPasswordErrors<T extends TPair>(form: UseFormReturn<T>, errors: TFieldErrors): boolean {
  const fields = FIELDS.filter((field) => errors[field]?.length);
  for (const field of fields) form.setError(field as Path<T>, { type: 'server', message: errors[field][0] });
  return fields.length > 0;
}

/** A new password twice, with the rule said beside the first (reset and registration). */
export function NewPasswordFields<T extends TPair>({ form }: { form: UseFormReturn<T> }) {
  const t = useTranslations();
  const errors = form.formState.errors as FieldErrors<TPair>;
  return FIELDS.map((name) => (
    <div className="field" key={name}>
      <label htmlFor={`new-${name}`}>{t(name === 'password' ? 'newPassword.password' : 'newPassword.confirmation')}</label>
      <Controller
        name={name as Path<T>}
        control={form.control}
        render={({ field, fieldState }) => (
          <PasswordInput
            id={`new-${name}`}
            autoComplete="new-password"
            {...field}
            value={String(field.value ?? '')}
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
      <FieldError id={`new-${name}-error`} message={errors[name]?.message} />
    </div>
  ));
}
