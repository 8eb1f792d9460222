// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routeToLocale } from '@/lib/middleware/locale-route';
import { splitLocale } from '@/lib/shared/i18n/localized-path';
import { resolveLocale } from '@/lib/middleware/locale';

/** What the proxy does last for a page: the visible URL, mapped to the `[locale]` segment. */
function route(url: string) {
  const request = new NextRequest(url);
  const { locale: prefix, path } = splitLocale(request.nextUrl.pathname);
  const { locale } = resolveLocale({ prefix, path, cookie: undefined, search: request.nextUrl.searchParams });
  const headers = new Headers(request.headers);
  headers.set('x-handoff', 'kept');
  const response = routeToLocale(request, headers, locale, prefix, path);
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: response.headers.get('x-middleware-rewrite'),
    forwarded: response.headers.get('x-middleware-request-x-handoff'),
    localeHeader: response.headers.get('x-middleware-request-x-next-intl-locale'),
  };
}

describe('routeToLocale', () => {
  // Spec: French is the default language, served without a prefix; the other five keep theirs.
  it('serves an unprefixed page from the French segment, keeping the query and the request headers', () => {
    expect(route('http://demo.localhost/experiences?tab=2')).toMatchObject({
      status: 200,
      rewrite: 'http://demo.localhost/fr/experiences?tab=2',
      forwarded: 'kept',
      localeHeader: 'fr',
    });
    expect(route('http://demo.localhost/').rewrite).toBe('http://demo.localhost/fr');
  });

  it('passes a prefixed page through as it is, in its own language', () => {
    for (const locale of ['en', 'it', 'el', 'nl', 'pt']) {
      expect(route(`http://demo.localhost/${locale}/auth/login/form`)).toMatchObject({ status: 200, rewrite: null, forwarded: 'kept', localeHeader: locale });
    }
  });

  it('sends the French prefix to the unprefixed address, query included', () => {
    expect(route('http://demo.localhost/fr/auth?x=1')).toMatchObject({ status: 307, location: 'http://demo.localhost/auth?x=1' });
    expect(route('http://demo.localhost/fr')).toMatchObject({ status: 307, location: 'http://demo.localhost/' });
  });

  it('leaves a look-alike prefix to the French segment, where the page is not found', () => {
    expect(route('http://demo.localhost/english/page').rewrite).toBe('http://demo.localhost/fr/english/page');
  });
});
