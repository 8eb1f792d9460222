'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { useUpdateUser } from '@/lib/api/users';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie';
import { LOCALES, isLocale } from '@/lib/shared/i18n/locales';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';

/** Switches language: cookie first (the proxy honours it), then the user's saved locale when signed in. */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const updateUser = useUpdateUser();

  const onChange = (next: string) => {
    if (!isLocale(next) || next === locale) return;
    writeLocaleCookie(next);
    if (useSessionStore.getState().user) updateUser.mutate({ locale: next });
    startTransition(() => {
      const query = search.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { locale: next });
    });
  };

  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('label')}</span>
      <span className="pi pi-globe" aria-hidden="true" />
      <select value={locale} onChange={(e) => onChange(e.target.value)} disabled={pending} aria-label={t('label')}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
