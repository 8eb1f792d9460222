import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/**
 * next-intl's middleware, after the one loopback call per request that issue 8 allows a signed-in
 * page (the product's session lookup): here a constant user from the bench's own Node server
 * (bench/baseline.ts), handed to the page in a request header as the product hands over its user.
 */
export default async function proxy(request) {
  const lookup = await fetch(process.env.LOOKUP_URL, { headers: { authorization: `Bearer ${request.cookies.get('session')?.value ?? ''}` } });
  const headers = new Headers(request.headers);
  headers.set('x-lookup', encodeURIComponent(JSON.stringify(await lookup.json())));
  return intl(new NextRequest(request, { headers }));
}

export const config = { matcher: '/((?!api|_next|_vercel|.*\\..*).*)' };
