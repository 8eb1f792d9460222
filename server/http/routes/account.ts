import 'server-only';
import { Hono } from 'hono';
import { EMAIL_CONFIRMATION_VALID_HOURS, ZEmailConfirmationRequest, ZSignupConfirmationRequest, ZSignupRequest } from '@/lib/shared/validation/account';
import { confirmEmailChange } from '../../modules/accounts/sign-in-credentials';
import { confirmSignup, signup, signupCommunity } from '../../modules/accounts/signup';
import { clientAddress, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { hostCommunity, hostCommunityId } from '../host-community';
import { readJson, snake } from '../validate';

/** Each sign-up may send a mail, and each confirmation checks a password: per address, as for resets. */
export const SIGNUP_LIMITS = {
  signup: { limit: 10, windowMs: 60 * 60 * 1000 },
  confirmation: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;

/** Spec §7 PUT /v2/signup and the links its mails and the credentials update's carry (modules/accounts/signup.ts, credentials.ts). */
export const accountRoutes = new Hono<AppEnv>()
  .put('/signup', async (c) => {
    const { user, communityName } = await readJson(c, ZSignupRequest, 'user');
    const { db, rateLimiter, mail, appOrigin } = c.get('deps');
    const community = await signupCommunity(db, await hostCommunity(c), communityName);
    const decision = await rateLimiter.hit(`signup:${clientAddress(c)}`, SIGNUP_LIMITS.signup.limit, SIGNUP_LIMITS.signup.windowMs);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ups, try again later');
    if (await signup(db, community, user, appOrigin)) mail.wake();
    return c.json(snake({ data: { email: user.email, validHours: EMAIL_CONFIRMATION_VALID_HOURS } }), 202);
  })
  .post('/signup/confirmation', async (c) => {
    const { token, password } = await readJson(c, ZSignupConfirmationRequest);
    const { db, rateLimiter } = c.get('deps');
    const decision = await rateLimiter.hit(`signup-confirmation:${clientAddress(c)}`, SIGNUP_LIMITS.confirmation.limit, SIGNUP_LIMITS.confirmation.windowMs);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many attempts, try again later');
    return c.json(snake({ data: await confirmSignup(db, token, password, await hostCommunityId(c)) }));
  })
  .post('/email_confirmations', async (c) => {
    const { token } = await readJson(c, ZEmailConfirmationRequest);
    const { db, sessionCache } = c.get('deps');
    const user = await confirmEmailChange(db, token, await hostCommunityId(c));
    sessionCache.forgetUser(user.id);
    return c.json(snake({ data: { email: user.email } }));
  });
