import { DEFAULT_LOCALE, isLocale, type TLocale } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';

type LocaleInput = { prefix: TLocale | null; path: string; cookie: string | undefined; search: URLSearchParams };

/**
 * The URL prefix wins; without one, the `i18n_redirected` cookie sends the visitor to their
 * language. The invited registration form is exempt so an invitation link opens as sent.
 */
export function resolveLocale({ prefix, path, cookie, search }: LocaleInput): { locale: TLocale; redirectTo: string | null } {
  if (prefix) return { locale: prefix, redirectTo: null };
  const exempt = path === '/auth/register/form' && search.has('invitation_token');
  if (!exempt && isLocale(cookie) && cookie !== DEFAULT_LOCALE) {
    return { locale: cookie, redirectTo: localizedPath(cookie, path) };
  }
  return { locale: DEFAULT_LOCALE, redirectTo: null };
}
