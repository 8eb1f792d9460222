import { NextResponse, type NextRequest } from 'next/server';
import { apiBaseUrl } from '@/lib/env';
import { clearSessionCookies, renewSession, setSessionCookies } from '@/lib/middleware/session-cookies';
import { isSameOrigin } from '@/lib/middleware/same-origin';

const noStore = { 'cache-control': 'no-store' };

/**
 * The idle refresh's renewal (spec §4, §8 REFRESH_TOKEN_ERROR): the refresh token's cookie buys a
 * new session, answered with the user as GET /v2/session gives it. A refused token ends the
 * web session (both cookies go), and the page signs the person out.
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return NextResponse.json({ error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' } }, { status: 403, headers: noStore });
  const renewed = await renewSession(request);
  const session =
    renewed &&
    (await fetch(`${apiBaseUrl()}/v2/session`, {
      headers: { authorization: `Bearer ${renewed.token}`, 'x-forwarded-host': request.headers.get('host') ?? '' },
      cache: 'no-store',
    }));
  if (!renewed || !session?.ok) {
    const refused = NextResponse.json({ error: { code: 'REFRESH_TOKEN_ERROR', message: 'The session could not be renewed' } }, { status: 401, headers: noStore });
    return clearSessionCookies(refused);
  }
  return setSessionCookies(request, NextResponse.json(await session.json(), { headers: noStore }), renewed);
}
