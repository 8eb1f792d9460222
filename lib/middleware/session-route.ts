import { NextResponse, type NextRequest } from 'next/server';
import humps from 'humps';
import type { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { apiBaseUrl } from '@/lib/env';
import { isSameOrigin } from './same-origin';
import { setSessionCookies } from './session-cookies';
import type { TUser } from '@/lib/shared/validation/user';
import { camelizeWire, snakeWire } from '@/lib/shared/wire-case';

type TOpened = { token: string; refreshToken: string; expiresAt: string; user: TUser };

export function forwardedHeaders(request: NextRequest): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-host': request.headers.get('host') ?? '' };
  // Set by scripts/web-server.mjs from the socket: the limits per address count this one.
  const address = request.headers.get('x-forwarded-for');
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}

export const errorResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
export const crossSite = () => errorResponse(403, { error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' } });

/**
 * The browser's way into a session (a password, or a learning platform's code): the body is
 * checked, the backend opens the session, and its token becomes httpOnly cookies, so page
 * scripts never see it. A refusal is passed on in the one error shape.
 */
export async function openSessionRoute<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
  open: (baseURL: string, body: z.infer<S>, headers: Record<string, string>) => Promise<TOpened>,
  unavailableCode: string,
) {
  if (!isSameOrigin(request)) return crossSite();
  let body: unknown;
  try {
    body = camelizeWire(await request.json());
  } catch {
    return errorResponse(400, { error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[humps.decamelize(String(issue.path.at(-1)))] ??= []).push(issue.message);
    return errorResponse(422, { errors });
  }
  try {
    const session = await open(`${apiBaseUrl()}/v2`, parsed.data, forwardedHeaders(request));
    const response = NextResponse.json(snakeWire({ data: session.user }), { headers: { 'cache-control': 'no-store' } });
    return setSessionCookies(request, response, session);
  } catch (error) {
    if (error instanceof AppError && error.cause && error.cause.status > 0) {
      const { cause } = error;
      const answer = cause.fieldErrors
        ? { errors: cause.fieldErrors }
        : { error: { code: cause.serverCode, message: cause.message, ...(snakeWire(cause.details) as object) } };
      // A 429 keeps the backend's Retry-After: the README promises it on every one.
      return errorResponse(cause.status, answer, cause.retryAfter ? { 'retry-after': cause.retryAfter } : {});
    }
    const code = error instanceof AppError ? error.code : unavailableCode;
    return errorResponse(502, { error: { code, message: 'Sign-in is unavailable' } });
  }
}
