'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LocaleSelect } from '@/components/ui/locale-select';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { TextField } from '@/components/ui/text-field';
import { useSignup } from '@/lib/api/account';
import { LOCALES, type TLocale } from '@/lib/shared/i18n/locales';
import { NewPasswordFields, showPasswordErrors, useNewPasswordRules } from './new-password-fields';

const TEXT_FIELDS = ['email', 'firstname', 'lastname'] as const;
const AUTOCOMPLETE = { email: 'username', firstname: 'given-name', lastname: 'family-name' } as const;

/**
 * The public registration form (spec §1, where the community takes public sign-ups). The
 * answer is the same for any address, so the page says where to look and for how long; the
 * account is accepted once the mailed link is followed with the same password.
 */
export function SignupForm({ community, locale }: { community: string; locale: TLocale }) {
  const t = useTranslations();
  const rules = useNewPasswordRules();
  const required = (field: (typeof TEXT_FIELDS)[number]) =>
    z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t(`register.${field}`) })), z.maxLength(100, t('validation.tooLong', { field: t(`register.${field}`), max: '100' })));
  const schema = z
    .object({
      email: z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t('register.email') })), z.email(t('validation.email'))),
      firstname: required('firstname'),
      lastname: required('lastname'),
      locale: z.enum(LOCALES),
      ...rules.shape,
    })
    .check(rules.match);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', firstname: '', lastname: '', locale, password: '', passwordConfirmation: '' },
  });
  const failure = useFormFailure();
  const signup = useSignup({
    onFailure: failure.onFailure,
    onFieldErrors: (errors) => {
      const named = TEXT_FIELDS.filter((field) => errors[field]?.length);
      for (const field of named) form.setError(field, { type: 'server', message: field === 'email' ? t('validation.email') : errors[field][0] });
      return showPasswordErrors(form, errors) || named.length > 0;
    },
  });
  const onSubmit = failure.clearing(form.handleSubmit((user) => signup.mutate({ user, communityName: community })));

  if (signup.isSuccess) {
    return (
      <p role="status" className="notice">
        {t('signup.sent', { email: signup.data.email, hours: signup.data.validHours })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('signup.title')}>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          control={form.control}
          name={field}
          id={`signup-${field}`}
          label={t(`register.${field}`)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          message={form.formState.errors[field]?.message}
        />
      ))}
      <LocaleSelect id="signup-locale" label={t('register.locale')} field={form.register('locale')} />
      <NewPasswordFields form={form} />
      <FormFailure id="signup-failure" error={failure.error} />
      <Button type="submit" label={signup.isPending ? t('register.submitting') : t('register.submit')} loading={signup.isPending} disabled={signup.isPending} />
    </form>
  );
}
