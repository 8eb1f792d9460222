import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, type TLocale } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';

/** The request header next-intl's server functions read the locale from when no segment gives it. */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Maps the URL a person sees to the app's `[locale]` segment, as next-intl's middleware did with
 * `localePrefix: 'as-needed'`, for the one routing this product has: the default language has no
 * prefix (`/x` is served by `/fr/x`, and `/fr/x` redirects to `/x`), every other language keeps
 * its own. Doing it here spares every page the middleware's generic matching (domains, localized
 * pathnames, detection), all of which the product turns off; next-intl still gives the messages
 * and the formatting.
 */
export function routeToLocale(request: NextRequest, headers: Headers, locale: TLocale, prefix: TLocale | null, path: string): NextResponse {
  const { search } = request.nextUrl;
  if (prefix === DEFAULT_LOCALE) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(DEFAULT_LOCALE, path);
    return NextResponse.redirect(url);
  }
  headers.set(LOCALE_HEADER, locale);
  if (prefix) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = path === '/' ? `/${locale}` : `/${locale}${path}`;
  url.search = search;
  return NextResponse.rewrite(url, { request: { headers } });
}
