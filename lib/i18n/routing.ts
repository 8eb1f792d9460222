import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/shared/i18n/locales';

/**
 * Locale detection and the locale cookie are ours (lib/middleware/locale.ts): the spec's
 * cookie `i18n_redirected` decides, never the browser's Accept-Language.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
