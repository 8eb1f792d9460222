'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AppError } from '@/lib/api/errors';
import { goToOwnCommunity, takeMovedEmail } from '@/lib/auth/community-mismatch';
import { keepReturnPath } from '@/lib/auth/return-path';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { useLogin } from '@/lib/auth/use-login';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { FieldError } from '@/components/ui/field-error';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { PasswordInput } from '@/components/ui/password-input';
import { PlainButton } from '@/components/ui/plain-button';
import { TextField } from '@/components/ui/text-field';
import { ResendConfirmation } from './resend-confirmation';

/** A sign-up not confirmed yet: the password checked out, the address is still to confirm. */
const isPendingAccount = (error: unknown) => error instanceof AppError && error.cause?.serverCode === 'ACCOUNT_PENDING';

export function LoginForm() {
  const t = useTranslations();
  const enter = useEnterProduct();
  const [redirecting, setRedirecting] = useState<string | null>(null);

  // zod/mini: the same schema language, a fraction of the bytes on the login page.
  const schema = z.object({
    email: z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t('login.email') })), z.email(t('validation.email'))),
    password: z.string().check(z.minLength(1, t('validation.required', { field: t('login.password') }))),
  });
  // Spec §5 "on blur, change": first on leaving a field, then as it changes. With 'onBlur' alone a
  // corrected e-mail kept its message until the button's press blurred it, and the message's
  // removal moved the button from under the pointer: the press was lost.
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', password: '' } });

  // Sent here to sign in from a page (a mailed link): the way back outlives a detour by the platform sign-in.
  useEffect(keepReturnPath, []);

  // Sent here from another community's form (goToOwnCommunity): say why, keep the address typed there.
  const [movedHere, setMovedHere] = useState(false);
  useEffect(() => {
    const email = takeMovedEmail();
    if (email === null) return;
    // The URL's fragment is the external system here: the server never sees it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMovedHere(true);
    form.setValue('email', email);
    form.setFocus('password');
  }, [form]);

  const failure = useFormFailure();
  const signIn = useLogin({
    onFailure: failure.onFailure,
    onFieldErrors: (errors) => {
      const fields = (['email', 'password'] as const).filter((field) => errors[field]?.length);
      for (const field of fields) form.setError(field, { type: 'server', message: errors[field][0] });
      return fields.length > 0;
    },
    onCommunityMismatch: (community) => {
      setRedirecting(community.name);
      goToOwnCommunity(community.slug, isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE, form.getValues('email'));
    },
  });

  const onSubmit = failure.clearing(form.handleSubmit((values) => signIn.mutate(values, { onSuccess: enter })));

  const submitting = signIn.isPending || Boolean(redirecting);
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('login.title')}>
      {movedHere && !redirecting && (
        <p role="status" className="notice">
          {t('login.movedHere')}
        </p>
      )}
      {redirecting && (
        <p role="status" className="notice">
          {t('login.redirecting', { community: redirecting })}
        </p>
      )}
      <TextField control={form.control} name="email" id="login-email" label={t('login.email')} type="email" autoComplete="username" message={form.formState.errors.email?.message} />
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              {...field}
              invalid={Boolean(fieldState.error)}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? 'login-password-error' : undefined}
            />
          )}
        />
        <FieldError id="login-password-error" message={form.formState.errors.password?.message} />
      </div>
      <FormFailure
        id="login-failure"
        error={failure.error}
        action={isPendingAccount(failure.error) && signIn.variables ? <ResendConfirmation key={signIn.submittedAt} email={signIn.variables.email} /> : undefined}
      />
      <PlainButton type="submit" label={submitting ? t('login.submitting') : t('login.submit')} loading={submitting} disabled={submitting} />
    </form>
  );
}
