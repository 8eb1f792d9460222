'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LocaleSelect } from '@/components/ui/locale-select';
import { TextField } from '@/components/ui/text-field';
import { useUpdateUser } from '@/lib/api/users';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie';
import { LOCALES, isLocale, type TLocale } from '@/lib/shared/i18n/locales';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import type { TUser } from '@/lib/shared/validation/user';

const NAMES = ['firstname', 'lastname'] as const;

/**
 * Names and language (spec §7 PUT /v2/users/{id}; toast 'user updated'). A new language takes
 * the page with it: the same page, under the new locale prefix.
 */
export function ProfileForm({ user }: { user: Pick<TUser, 'firstname' | 'lastname' | 'locale'> }) {
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const name = (field: (typeof NAMES)[number]) =>
    z.string().check(z.trim(), z.minLength(1, t('validation.required', { field: t(`register.${field}`) })), z.maxLength(100, t('validation.tooLong', { field: t(`register.${field}`), max: '100' })));
  const schema = z.object({ firstname: name('firstname'), lastname: name('lastname'), locale: z.enum(LOCALES) });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstname: user.firstname, lastname: user.lastname, locale: isLocale(user.locale) ? user.locale : 'fr' },
  });
  const update = useUpdateUser({
    onFieldErrors: (errors) => {
      const named = NAMES.filter((field) => errors[field]?.length);
      for (const field of named) form.setError(field, { type: 'server', message: errors[field][0] });
      return named.length > 0;
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        showToast({ severity: 'success', summary: t('toasts.userUpdated') });
        form.reset({ firstname: saved.firstname, lastname: saved.lastname, locale: values.locale });
        if (values.locale === user.locale) return router.refresh();
        // As the header's switcher does: the cookie first, then one navigation (a refresh beside
        // it would race the proxy's redirect from "/fr/…" to the unprefixed default).
        writeLocaleCookie(values.locale as TLocale);
        router.replace(pathname, { locale: values.locale });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('account.profile.title')}</h2>
      {NAMES.map((field) => (
        <TextField
          key={field}
          control={form.control}
          name={field}
          id={`profile-${field}`}
          label={t(`register.${field}`)}
          autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
          message={form.formState.errors[field]?.message}
        />
      ))}
      <LocaleSelect id="profile-locale" label={t('account.profile.locale')} field={form.register('locale')} />
      <div className="row row--end">
        <Button type="submit" label={update.isPending ? t('account.credentials.saving') : t('account.credentials.save')} loading={update.isPending} disabled={update.isPending} />
      </div>
    </form>
  );
}
