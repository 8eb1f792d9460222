import { LOCALE_COOKIE, type TLocale } from '@/lib/shared/i18n/locales';

/** Written before a language switch so the proxy keeps the visitor in the chosen language. */
export function writeLocaleCookie(locale: TLocale) {
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; max-age=${LOCALE_COOKIE.maxAgeSeconds}; path=${LOCALE_COOKIE.path}; samesite=${LOCALE_COOKIE.sameSite}`;
}
