import 'server-only';
import { Hono } from 'hono';
import { ZNewPasswordRequest, ZPasswordResetRequest } from '@/lib/shared/validation/user';
import { askPasswordReset, PASSWORD_RESET_TTL_MS, setNewPassword } from '../../modules/accounts/password-reset';
import { clientAddress, type AppEnv } from '../context';
import { hostCommunity } from '../host-community';
import { RateLimitedError } from '../errors';
import { readJson, snake } from '../validate';

/** Asking is cheap for a caller and costs a mail: per address, and per account (silently). */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** Spec §7 POST and PUT /v2/password: the two steps of spec §4's reset (modules/accounts/password-reset.ts). */
export const passwordRoutes = new Hono<AppEnv>()
  .post('/password', async (c) => {
    const { user } = await readJson(c, ZPasswordResetRequest, 'user');
    const { db, rateLimiter, mail, appOrigin } = c.get('deps');
    const { perAddress, perAccount } = PASSWORD_RESET_LIMITS;
    const byAddress = await rateLimiter.hit(`password-reset:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
    if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many reset requests, try again later');
    // Past the account's allowance the answer stays the same: a limit must not reveal an account either.
    const byAccount = await rateLimiter.hit(`password-reset:account:${user.email.toLowerCase()}`, perAccount.limit, perAccount.windowMs);
    if (byAccount.allowed && (await askPasswordReset(db, user.email, await hostCommunity(c), appOrigin))) mail.wake();
    return c.json(snake({ data: { email: user.email, validMinutes: PASSWORD_RESET_TTL_MS / 60_000 } }), 202);
  })
  .put('/password', async (c) => {
    const { user } = await readJson(c, ZNewPasswordRequest, 'user');
    const { db, sessionCache } = c.get('deps');
    const changed = await setNewPassword(db, user.resetPasswordToken, user.password, await hostCommunity(c));
    sessionCache.forgetUser(changed.id);
    return c.json(snake({ data: { email: changed.email } }));
  });
