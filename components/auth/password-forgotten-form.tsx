'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormFailure, useFormFailure } from '@/components/ui/form/form-failure';
import { TextField } from '@/components/ui/text-field';
import { useAskPasswordReset } from '@/lib/api/password';

/**
 * Spec §4's first step. The confirmation is the same whether or not the address has an
 * account (the server answers alike), and says where to look and for how long.
 */
export function PasswordForgottenForm({ community }: { community: string }) {
  const t = useTranslations();
  const schema = z.object({
    email: z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t('login.email') })), z.email(t('validation.email'))),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });
  const failure = useFormFailure();
  const ask = useAskPasswordReset({
    onFailure: failure.onFailure,
    onFieldErrors: (errors) => {
      if (!errors.email?.length) return false;
      form.setError('email', { type: 'server', message: t('validation.email') });
    },
  });
  const onSubmit = failure.clearing(form.handleSubmit((values) => ask.mutate(values.email)));

  if (ask.isSuccess) {
    return (
      <p role="status" className="notice">
        {t('passwordForgotten.sent', { community, email: ask.data.email })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('passwordForgotten.title')}>
      <TextField control={form.control} name="email" id="reset-email" label={t('login.email')} type="email" autoComplete="username" message={form.formState.errors.email?.message} />
      <FormFailure id="reset-failure" error={failure.error} />
      <Button type="submit" label={ask.isPending ? t('passwordForgotten.submitting') : t('passwordForgotten.submit')} loading={ask.isPending} disabled={ask.isPending} />
    </form>
  );
}
