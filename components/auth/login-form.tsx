'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AppError } from '@/lib/api/errors';
import { login } from '@/lib/api/session';
import { goToOwnCommunity } from '@/lib/auth/community-mismatch';
import { useRouter } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { FieldError } from '@/components/ui/field-error';

export function LoginForm() {
  const t = useTranslations();
  const router = useRouter();
  const showError = useErrorToast();
  const setUser = useSessionStore((s) => s.setUser);
  const [redirecting, setRedirecting] = useState<string | null>(null);

  // zod/mini: the same schema language, a fraction of the bytes on the login page.
  const schema = z.object({
    email: z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t('login.email') })), z.email(t('validation.email'))),
    password: z.string().check(z.minLength(1, t('validation.required', { field: t('login.password') }))),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login(values);
      setUser(user);
      const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      writeLocaleCookie(locale);
      router.replace(user.tutorialSeen ? ROUTES.dashboardIndex : ROUTES.tutorial, { locale });
      router.refresh();
    } catch (error) {
      useSessionStore.getState().reset();
      const cause = error instanceof AppError ? error.cause : undefined;
      const community = cause?.serverCode === 'COMMUNITY_MISMATCH' ? (cause.details.community as { slug: string; name: string }) : null;
      if (community) {
        setRedirecting(community.name);
        goToOwnCommunity(community.slug, isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE);
        return;
      }
      showError(error);
    }
  });

  const submitting = form.formState.isSubmitting || Boolean(redirecting);
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('login.title')}>
      {redirecting && (
        <p role="status" className="notice">
          {t('login.redirecting', { community: redirecting })}
        </p>
      )}
      <div className="field">
        <label htmlFor="login-email">{t('login.email')}</label>
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <InputText
              id="login-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              {...field}
              invalid={Boolean(fieldState.error)}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? 'login-email-error' : undefined}
            />
          )}
        />
        <FieldError id="login-email-error" message={form.formState.errors.email?.message} />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState }) => (
            <Password
              inputId="login-password"
              feedback={false}
              toggleMask
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
      <Button type="submit" label={submitting ? t('login.submitting') : t('login.submit')} loading={submitting} disabled={submitting} />
    </form>
  );
}
