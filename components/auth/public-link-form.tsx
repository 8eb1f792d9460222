'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LocaleSelect } from '@/components/ui/locale-select';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { TextField } from '@/components/ui/text-field';
import { useRegisterThroughLink } from '@/lib/api/invitations';
import { LOCALES, type TLocale } from '@/lib/shared/i18n/locales';

const FIELDS = ['email', 'firstname', 'lastname'] as const;

/**
 * Spec §2 /auth/register/public-link: someone holding a group's link asks for an account. The
 * answer is a mail to confirm the address (then the register form): nothing is granted here.
 */
export function PublicLinkForm({ token, locale }: { token: string; locale: TLocale }) {
  const t = useTranslations();
  const [linkOff, setLinkOff] = useState(false);
  const label = (field: (typeof FIELDS)[number]) => t(field === 'email' ? 'login.email' : `register.${field}`);
  const required = (field: (typeof FIELDS)[number]) => z.minLength(1, t('validation.required', { field: label(field) }));
  const schema = z.object({
    email: z.string().check(z.trim(), required('email'), z.email(t('validation.email'))),
    firstname: z.string().check(z.trim(), required('firstname'), z.maxLength(100, t('validation.tooLong', { field: label('firstname'), max: '100' }))),
    lastname: z.string().check(z.trim(), required('lastname'), z.maxLength(100, t('validation.tooLong', { field: label('lastname'), max: '100' }))),
    locale: z.enum(LOCALES),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', firstname: '', lastname: '', locale } });
  const failure = useFormFailure();
  const ask = useRegisterThroughLink({ onInvalidLink: () => setLinkOff(true), onFailure: failure.onFailure });
  const onSubmit = failure.clearing(form.handleSubmit((userAttributes) => ask.mutate({ invitationToken: token, userAttributes })));

  if (linkOff) {
    return (
      <p role="alert" className="notice notice--error">
        {t('publicLink.invalid')}
      </p>
    );
  }
  if (ask.isSuccess) {
    return (
      <p role="status" className="notice">
        {t('publicLink.sent', { email: ask.data.email })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('publicLink.title')}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          control={form.control}
          name={field}
          id={`join-${field}`}
          label={label(field)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={{ email: 'email', firstname: 'given-name', lastname: 'family-name' }[field]}
          message={form.formState.errors[field]?.message}
        />
      ))}
      <LocaleSelect id="join-locale" label={t('register.locale')} field={form.register('locale')} />
      <FormFailure id="join-failure" error={failure.error} />
      <Button type="submit" label={ask.isPending ? t('publicLink.submitting') : t('publicLink.submit')} loading={ask.isPending} disabled={ask.isPending} />
    </form>
  );
}
