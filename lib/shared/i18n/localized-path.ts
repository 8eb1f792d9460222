import { DEFAULT_LOCALE, isLocale, type TLocale } from './locales';

/** "/en/auth" → {locale: 'en', path: '/auth'}; "/auth" → {locale: null, path: '/auth'}. */
export function splitLocale(pathname: string): { locale: TLocale | null; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/$/, '') || '/' };
  return { locale: null, path: pathname.replace(/\/$/, '') || '/' };
}

export function localizedPath(locale: TLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
