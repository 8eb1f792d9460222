/** The six interface languages (spec §9); French is the default and has no URL prefix. */
export const LOCALES = ['fr', 'en', 'it', 'el', 'nl', 'pt'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'fr';

export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored language when it is one of ours, else French (spec §9's default). */
export const localeOrDefault = (value: unknown): TLocale => (isLocale(value) ? value : DEFAULT_LOCALE);
