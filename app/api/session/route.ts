import { NextResponse, type NextRequest } from 'next/server';
import humps from 'humps';
import { loginAgainstBackend, logoutAgainstBackend } from '@/lib/api/session';
import { AppError } from '@/lib/api/errors';
import { apiBaseUrl } from '@/lib/env';
import { isSameOrigin } from '@/lib/middleware/same-origin';
import { clearSessionCookies, setSessionCookies } from '@/lib/middleware/session-cookies';
import { SESSION_COOKIE } from '@/lib/validation/session';
import { ZLoginRequest } from '@/lib/validation/user';

/**
 * The browser's side door to the session: it turns the backend's Authorization header into
 * an httpOnly cookie (and back into a revocation on logout), so page scripts never see a token.
 */
function forwardedHeaders(request: NextRequest): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-host': request.headers.get('host') ?? '' };
  // Set by scripts/web-server.mjs from the socket: the login limit per address counts this one.
  const address = request.headers.get('x-forwarded-for');
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}

const errorResponse = (status: number, body: unknown) => NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
const crossSite = () => errorResponse(403, { error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' } });

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return crossSite();
  let body: unknown;
  try {
    body = humps.camelizeKeys(await request.json());
  } catch {
    return errorResponse(400, { error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } });
  }
  const parsed = ZLoginRequest.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path.at(-1))] ??= []).push(issue.message);
    return errorResponse(422, { errors });
  }
  try {
    const session = await loginAgainstBackend(`${apiBaseUrl()}/v2`, parsed.data.user, forwardedHeaders(request));
    const response = NextResponse.json(humps.decamelizeKeys({ data: session.user }), { headers: { 'cache-control': 'no-store' } });
    return setSessionCookies(request, response, session);
  } catch (error) {
    if (error instanceof AppError && error.cause && error.cause.status > 0) {
      const { cause } = error;
      const body = cause.fieldErrors
        ? { errors: cause.fieldErrors }
        : { error: { code: cause.serverCode, message: cause.message, ...humps.decamelizeKeys(cause.details) } };
      return errorResponse(cause.status, body);
    }
    const code = error instanceof AppError ? error.code : 'LOGIN_ERROR';
    return errorResponse(502, { error: { code, message: 'Sign-in is unavailable' } });
  }
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
