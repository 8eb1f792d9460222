import { NextResponse, type NextRequest } from 'next/server';
import { loginAgainstBackend, logoutAgainstBackend } from '@/lib/api/session';
import { apiBaseUrl } from '@/lib/env';
import { isSameOrigin } from '@/lib/middleware/same-origin';
import { clearSessionCookies } from '@/lib/middleware/session-cookies';
import { crossSite, errorResponse, forwardedHeaders, openSessionRoute } from '@/lib/middleware/session-route';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { ZLoginRequest } from '@/lib/shared/validation/user';

/**
 * The browser's side door to the session: it turns the backend's Authorization header into
 * an httpOnly cookie (and back into a revocation on logout), so page scripts never see a token.
 */
export async function POST(request: NextRequest) {
  return openSessionRoute(request, ZLoginRequest, (baseURL, { user }, headers) => loginAgainstBackend(baseURL, user, headers), 'LOGIN_ERROR');
}

export async function DELETE(request: NextRequest) {
  if (!isSameOrigin(request)) return crossSite();
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (token) {
    try {
      await logoutAgainstBackend(`${apiBaseUrl()}/v2`, token, forwardedHeaders(request));
    } catch {
      return errorResponse(502, { error: { code: 'LOGOUT_ERROR', message: 'Sign-out failed' } });
    }
  }
  return clearSessionCookies(new NextResponse(null, { status: 204 }));
}
