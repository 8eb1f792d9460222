import 'server-only';
import { Hono } from 'hono';
import { ZLoginRequest, ZRefreshRequest } from '@/lib/shared/validation/user';
import { login, refresh, revokeSession } from '../../modules/accounts/auth';
import { sessionUser } from '../../modules/accounts/session-user';
import { clientAddress, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { DomainError } from '../../platform/errors';
import { createLoginThrottle } from '../../modules/accounts/login-throttle';
import { requireAuth } from '../session';
import { sessionAnswer } from '../../modules/accounts/session-answer';
import { readJson, snake } from '../validate';

/** Throttled by modules/accounts/login-throttle.ts: per (account, address), per address, and slowed per account. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { user: credentials } = await readJson(c, ZLoginRequest, 'user');
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
  })
  .post('/refresh', async (c) => {
    const { refreshToken } = await readJson(c, ZRefreshRequest);
    const { db, sessionCache } = c.get('deps');
    const issued = await refresh(db, refreshToken);
    sessionCache.forgetSession(issued.revokedSessionId);
    c.header('Authorization', `Bearer ${issued.token}`);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ meta: { refreshToken: issued.refreshToken, expiresAt: issued.expiresAt.toISOString() } }));
  })
  .delete('/logout', async (c) => {
    const auth = requireAuth(c);
    await revokeSession(c.get('deps').db, auth.sessionId);
    c.get('deps').sessionCache.forgetSession(auth.sessionId);
    return c.body(null, 204);
  })
  .get('/session', async (c) => {
    const auth = requireAuth(c);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await sessionUser(c.get('deps').db, auth) }));
  });
