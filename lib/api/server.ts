import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { apiBaseUrl } from '@/lib/env';
import { LOCALE_HEADER } from '@/lib/middleware/locale-route';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { createApiClient } from './client';

/**
 * Server components call the backend directly on loopback, as the signed-in user: the token
 * from the httpOnly cookie, the community from the original Host. One client per request.
 */
export const serverApi = cache(async () => {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  const token = jar.get(SESSION_COOKIE)?.value;
  const forwarded: Record<string, string> = { 'x-forwarded-host': incoming.get('host') ?? '' };
  // The client's address as scripts/web-server.mjs set it from the socket (never the client's claim).
  const address = incoming.get('x-forwarded-for');
  if (address) forwarded['x-forwarded-for'] = address;
  // The id scripts/web-server.mjs gave the page's request: the backend's log lines carry it too.
  const requestId = incoming.get('x-request-id');
  if (requestId) forwarded['x-request-id'] = requestId;
  if (token) forwarded.authorization = `Bearer ${token}`;
  // The page's language, which the proxy chose: the backend names the product's skills in it.
  const locale = incoming.get(LOCALE_HEADER);
  if (locale) forwarded['accept-language'] = locale;
  return createApiClient({ baseURL: `${apiBaseUrl()}/v2`, headers: forwarded });
});

export const hasSessionCookie = async () => Boolean((await cookies()).get(SESSION_COOKIE)?.value);
