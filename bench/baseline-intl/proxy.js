import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/**
 * The locale routing the product's proxy does itself (lib/middleware/locale-route.ts) for the
 * default language, which the bench asks for: the unprefixed page served from its segment.
 */
function ownRouting(request, headers) {
  headers.set('X-NEXT-INTL-LOCALE', 'fr');
  const url = request.nextUrl.clone();
  url.pathname = request.nextUrl.pathname === '/' ? '/fr' : `/fr${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

/**
 * next-intl's middleware, after the one loopback call per request that issue 8 allows a signed-in
 * page (the product's session lookup): here a constant user from the bench's own Node server
 * (bench/baseline.ts), handed to the page in a request header as the product hands over its user.
 * With FLOOR_LOCALE_ROUTING=own, the same proxy maps the URL itself instead of next-intl's
 * middleware, as the product's does: the floor measured both ways shows what the middleware costs.
 */
export default async function proxy(request) {
  const lookup = await fetch(process.env.LOOKUP_URL, { headers: { authorization: `Bearer ${request.cookies.get('session')?.value ?? ''}` } });
  const headers = new Headers(request.headers);
  headers.set('x-lookup', encodeURIComponent(JSON.stringify(await lookup.json())));
  if (process.env.FLOOR_LOCALE_ROUTING === 'own') return ownRouting(request, headers);
  return intl(new NextRequest(request, { headers }));
}

export const config = { matcher: '/((?!api|_next|_vercel|.*\\..*).*)' };
