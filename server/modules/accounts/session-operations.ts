import 'server-only';
import { z } from 'zod';
import { ZLoginRequest, ZRefreshRequest, ZSessionMeta, ZUser } from '@/lib/shared/validation/user';
import { clientAddress } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { data, empty, json, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { DomainError } from '../../platform/errors';
import { login, refresh, revokeSession } from './auth';
import { createLoginThrottle } from './login-throttle';
import { sessionAnswer } from './session-answer';
import { sessionUser } from './session-user';

/** Signing in and out, and the session the pages read. */
export const sessionOperations = [
  operation({
    method: 'post',
    path: '/v2/login',
    summary: 'Sign in on the community of the request host; the token is in the Authorization header',
    access: 'public',
    body: { kind: 'json', schema: ZLoginRequest, wrapper: 'user' },
    responses: {
      200: json(z.object({ data: ZUser, meta: ZSessionMeta }), 'Signed in: the user, and the refresh token'),
      401: 'INVALID_CREDENTIALS',
      403: 'COMMUNITY_MISMATCH: the account belongs to `error.community`; ACCOUNT_PENDING: a sign-up whose address is not confirmed yet',
      429: 'RATE_LIMITED, with Retry-After',
    },
    deactivatedMayCall: true,
    /** Throttled by modules/accounts/login-throttle.ts: per (account, address), per address, and slowed per account. */
    handler: async (c, request) => {
      const { user: credentials } = await request.body();
      const { db, rateLimiter } = c.get('deps');
      const throttle = createLoginThrottle(rateLimiter);
      const address = clientAddress(c);
      const admission = await throttle.admit(credentials.email, address);
      if (!admission.allowed) throw new RateLimitedError(admission.retryAfterSeconds, 'Too many sign-in attempts, try again later');
      let session: Awaited<ReturnType<typeof login>>;
      try {
        session = await login(db, credentials, c.get('hostSlug'));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS') await throttle.failed(credentials.email, address);
        throw error;
      }
      await throttle.succeeded(credentials.email, address);
      return sessionAnswer(c, session);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/refresh',
    summary: 'Rotate a refresh token: the old session ends, a new token is in the Authorization header',
    access: 'public',
    body: { kind: 'json', schema: ZRefreshRequest },
    responses: { 200: json(z.object({ meta: ZSessionMeta }), 'A new session'), 401: 'INVALID_REFRESH_TOKEN' },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { refreshToken } = await request.body();
      const { db, sessionCache } = c.get('deps');
      const issued = await refresh(db, refreshToken);
      sessionCache.forgetSession(issued.revokedSessionId);
      c.header('Authorization', `Bearer ${issued.token}`);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ meta: { refreshToken: issued.refreshToken, expiresAt: issued.expiresAt.toISOString() } }));
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/logout',
    summary: 'Revoke the current token',
    access: 'session',
    responses: { 204: empty('Revoked') },
    deactivatedMayCall: true,
    handler: async (c) => {
      const auth = requireAuth(c);
      await revokeSession(c.get('deps').db, auth.sessionId);
      c.get('deps').sessionCache.forgetSession(auth.sessionId);
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/session',
    summary: 'The signed-in user',
    access: 'session',
    responses: { 200: data(ZUser, 'The user') },
    handler: async (c) => {
      const auth = requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await sessionUser(c.get('deps').db, auth) }));
    },
  }),
];
