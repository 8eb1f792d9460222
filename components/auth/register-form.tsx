'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LocaleSelect } from '@/components/ui/locale-select';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { TextField } from '@/components/ui/text-field';
import { useRegisterWithInvitation } from '@/lib/api/invitations';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { LOCALES, type TLocale } from '@/lib/shared/i18n/locales';
import type { TInvitation } from '@/lib/shared/validation/invitation';
import { NewPasswordFields, showPasswordErrors, useNewPasswordRules } from './new-password-fields';

const NAMES = ['firstname', 'lastname'] as const;

/**
 * Registration by invitation (spec §4: "an invitation leads to registration"): the invited
 * address is fixed, the names come prefilled and can be corrected, the language is chosen here.
 * Then signed in: a new account has not seen the tutorial, so it lands there.
 */
export function RegisterForm({ token, invitation, locale }: { token: string; invitation: TInvitation; locale: TLocale }) {
  const t = useTranslations();
  const enter = useEnterProduct();
  const [invitationSpent, setInvitationSpent] = useState(false);
  const rules = useNewPasswordRules();
  const name = (field: (typeof NAMES)[number]) =>
    z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t(`register.${field}`) })), z.maxLength(100, t('validation.tooLong', { field: t(`register.${field}`), max: '100' })));
  const schema = z.object({ firstname: name('firstname'), lastname: name('lastname'), locale: z.enum(LOCALES), ...rules.shape }).check(rules.match);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstname: invitation.firstname, lastname: invitation.lastname, locale, password: '', passwordConfirmation: '' },
  });
  const failure = useFormFailure();
  const register = useRegisterWithInvitation({
    onFailure: failure.onFailure,
    onInvalidInvitation: () => setInvitationSpent(true),
    onFieldErrors: (errors) => {
      const names = NAMES.filter((field) => errors[field]?.length);
      for (const field of names) form.setError(field, { type: 'server', message: errors[field][0] });
      return showPasswordErrors(form, errors) || names.length > 0;
    },
  });
  const onSubmit = failure.clearing(
    form.handleSubmit((values) => register.mutate({ invitationToken: token, communityPath: invitation.community.slug, ...values }, { onSuccess: enter })),
  );

  if (invitationSpent) {
    return (
      <p role="alert" className="notice notice--error">
        {t('register.invalid')}
      </p>
    );
  }
  const busy = register.isPending || register.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('register.title')}>
      <div className="field">
        <label htmlFor="register-email">{t('register.email')}</label>
        <InputText id="register-email" type="email" value={invitation.email} readOnly autoComplete="username" />
      </div>
      {NAMES.map((field) => (
        <TextField
          key={field}
          control={form.control}
          name={field}
          id={`register-${field}`}
          label={t(`register.${field}`)}
          autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
          message={form.formState.errors[field]?.message}
        />
      ))}
      <LocaleSelect id="register-locale" label={t('register.locale')} field={form.register('locale')} />
      <NewPasswordFields form={form} />
      <FormFailure id="register-failure" error={failure.error} />
      <Button type="submit" label={busy ? t('register.submitting') : t('register.submit')} loading={busy} disabled={busy} />
    </form>
  );
}
