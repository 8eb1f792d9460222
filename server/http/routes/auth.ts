import 'server-only';
import { Hono } from 'hono';
import { ZLoginRequest, ZRefreshRequest } from '@/lib/validation/user';
import { login, refresh, revokeSession } from '../../services/auth';
import { serializeUser } from '../../services/users';
import { clientAddress, type AppEnv } from '../context';
import { HttpError } from '../errors';
import { requireAuth } from '../session';
import { readJson, snake } from '../validate';

const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 100, windowMs: WINDOW_MS } as const;

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { user: credentials } = await readJson(c, ZLoginRequest, 'user');
    const { db, rateLimiter } = c.get('deps');
    const account = await rateLimiter.hit(`login:account:${credentials.email.toLowerCase()}`, LOGIN_LIMITS.perAccount, WINDOW_MS);
    const address = await rateLimiter.hit(`login:address:${clientAddress(c)}`, LOGIN_LIMITS.perAddress, WINDOW_MS);
    if (!account.allowed || !address.allowed) {
      c.header('Retry-After', String(Math.max(account.retryAfterSeconds, address.retryAfterSeconds)));
      throw new HttpError(429, 'RATE_LIMITED', 'Too many sign-in attempts, try again later');
    }
    const session = await login(db, credentials, c.get('hostSlug'));
    await rateLimiter.reset(`login:account:${credentials.email.toLowerCase()}`);
    c.header('Authorization', `Bearer ${session.token}`);
    c.header('Cache-Control', 'no-store');
    return c.json(
      snake({
        data: await serializeUser(db, session.user),
        meta: { refreshToken: session.refreshToken, expiresAt: session.expiresAt.toISOString() },
      }),
    );
  })
  .post('/refresh', async (c) => {
    const { refreshToken } = await readJson(c, ZRefreshRequest);
    const issued = await refresh(c.get('deps').db, refreshToken);
    c.header('Authorization', `Bearer ${issued.token}`);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ meta: { refreshToken: issued.refreshToken, expiresAt: issued.expiresAt.toISOString() } }));
  })
  .delete('/logout', async (c) => {
    const auth = requireAuth(c);
    await revokeSession(c.get('deps').db, auth.sessionId);
    return c.body(null, 204);
  })
  .get('/session', async (c) => {
    const auth = requireAuth(c);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await serializeUser(c.get('deps').db, auth.user) }));
  });
