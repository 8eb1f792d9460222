import type { NextRequest, NextResponse } from 'next/server';
import { apiBaseUrl } from '@/lib/env';
import { REFRESH_COOKIE, REFRESH_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/shared/validation/session';

export type TIssuedSession = { token: string; refreshToken: string; expiresAt: string };

const options = (request: NextRequest, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.nextUrl.protocol === 'https:',
  path: '/',
  maxAge,
});

/**
 * The access token's cookie lives as long as the token (so its absence means "renew"); the
 * refresh token's as long as it can be used.
 */
export function setSessionCookies(request: NextRequest, response: NextResponse, session: TIssuedSession): NextResponse {
  const secondsLeft = Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000);
  const maxAge = Number.isFinite(secondsLeft) && secondsLeft > 0 ? Math.min(secondsLeft, SESSION_COOKIE_MAX_AGE_SECONDS) : SESSION_COOKIE_MAX_AGE_SECONDS;
  response.cookies.set(SESSION_COOKIE, session.token, options(request, maxAge));
  response.cookies.set(REFRESH_COOKIE, session.refreshToken, options(request, REFRESH_COOKIE_MAX_AGE_SECONDS));
  return response;
}

export function clearSessionCookies(response: NextResponse): NextResponse {
  response.cookies.delete(SESSION_COOKIE);
  response.cookies.delete(REFRESH_COOKIE);
  return response;
}

/**
 * Spends the refresh token's cookie for a new session (the backend rotates it: good once).
 * Null when there is none, or the backend refused it (revoked by a password change, expired).
 */
export async function renewSession(request: NextRequest): Promise<TIssuedSession | null> {
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken) return null;
  const response = await fetch(`${apiBaseUrl()}/v2/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': request.headers.get('host') ?? '' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    cache: 'no-store',
  });
  if (!response.ok) return null;
  const token = response.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const { meta } = (await response.json()) as { meta: { refresh_token: string; expires_at: string } };
  return token ? { token, refreshToken: meta.refresh_token, expiresAt: meta.expires_at } : null;
}
