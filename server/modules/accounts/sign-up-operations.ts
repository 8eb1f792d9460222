import 'server-only';
import { z } from 'zod';
import {
  EMAIL_CONFIRMATION_VALID_HOURS,
  ZEmailConfirmationRequest,
  ZSignupConfirmationMailRequest,
  ZSignupConfirmationRequest,
  ZSignupRequest,
} from '@/lib/shared/validation/account';
import { ZNewPasswordRequest, ZPasswordResetRequest } from '@/lib/shared/validation/user';
import { clientAddress } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunity, hostCommunityId } from '../communities';
import { data, json, operation } from '../../http/operation';
import { snake } from '../../http/validate';
import { askPasswordReset, PASSWORD_RESET_TTL_MS, setNewPassword } from './password-reset';
import { confirmEmailChange } from './sign-in-credentials';
import { confirmSignup, resendSignupConfirmation, signup, signupCommunity } from './signup';

/** Asking is cheap for a caller and costs a mail: per address, and per account (silently). */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * Each sign-up may send a mail, and each confirmation checks a password: per address, as for resets.
 * A class signs up together from one school address, so each allows a class of 30 and room to spare.
 */
export const SIGNUP_LIMITS = {
  signup: { limit: 40, windowMs: 60 * 60 * 1000 },
  confirmation: { limit: 40, windowMs: 15 * 60 * 1000 },
  /** A mail again, as for a reset: per address, and per account (silently). */
  confirmationMail: {
    perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
    perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  },
} as const;

const ZConfirmed = z.object({ email: z.string() });

/** The public steps of an account, each with a mailed link: a password reset, a sign-up, an address confirmed. */
export const signUpOperations = [
  operation({
    method: 'post',
    path: '/v2/password',
    summary: 'Ask for a password reset (spec §4, step one): the same answer whether or not the address has an account here',
    access: 'public',
    body: { kind: 'json', schema: ZPasswordResetRequest, wrapper: 'user' },
    responses: {
      202: json(z.object({ data: z.object({ email: z.string(), validMinutes: z.number().int() }) }), 'Asked: a mail goes out if an accepted member of this community has that address'),
      429: 'RATE_LIMITED, with Retry-After: too many requests from this address',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { user } = await request.body();
      const { db, rateLimiter, mail, appOrigin, afterAnswer } = c.get('deps');
      const { perAddress, perAccount } = PASSWORD_RESET_LIMITS;
      const byAddress = await rateLimiter.hit(`password-reset:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many reset requests, try again later');
      // Past the account's allowance the answer stays the same: a limit must not reveal an account either.
      const byAccount = await rateLimiter.hit(`password-reset:account:${user.email.toLowerCase()}`, perAccount.limit, perAccount.windowMs);
      const community = await hostCommunity(c);
      // After the answer, whatever the address: how long it takes must not tell whether the address has an account.
      if (byAccount.allowed) {
        afterAnswer.run('A password reset request', async () => {
          if (await askPasswordReset(db, user.email, community, appOrigin)) mail.wake();
        });
      }
      return c.json(snake({ data: { email: user.email, validMinutes: PASSWORD_RESET_TTL_MS / 60_000 } }), 202);
    },
  }),
  operation({
    method: 'put',
    path: '/v2/password',
    summary: "Set a new password with a reset link's token (step two); every session of the account ends",
    access: 'public',
    body: { kind: 'json', schema: ZNewPasswordRequest, wrapper: 'user' },
    responses: {
      200: json(z.object({ data: z.object({ email: z.string() }) }), 'Changed: the account can sign in with it'),
      422: 'INVALID_RESET_TOKEN: used, expired, of another community or unknown',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { user } = await request.body();
      const { db, sessionCache } = c.get('deps');
      const changed = await setNewPassword(db, user.resetPasswordToken, user.password, await hostCommunity(c));
      sessionCache.forgetUser(changed.id);
      return c.json(snake({ data: { email: changed.email } }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/signup',
    summary:
      "Public registration (spec §1): a pending account and a mail to confirm the address, where the host's community (or the one named, on a bare host) takes public sign-ups; the same answer whether or not the address has an account",
    access: 'public',
    body: { kind: 'json', schema: ZSignupRequest, wrapper: 'user' },
    responses: {
      202: data(z.object({ email: z.string(), validHours: z.number().int() }), 'Asked: a mail goes out unless the address already has an account'),
      403: 'PUBLIC_REGISTRATION_CLOSED: the community takes no public sign-ups (or none is named)',
      429: 'RATE_LIMITED, with Retry-After: too many sign-ups from this address',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { user, communityName } = await request.body();
      const { db, rateLimiter, mail, appOrigin, afterAnswer } = c.get('deps');
      const community = await signupCommunity(db, await hostCommunity(c), communityName);
      const decision = await rateLimiter.hit(`signup:${clientAddress(c)}`, SIGNUP_LIMITS.signup.limit, SIGNUP_LIMITS.signup.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ups, try again later');
      // After the answer, whatever the address: a new account costs a password hash, a known address
      // nothing, and how long the answer takes must not tell which.
      afterAnswer.run('A sign-up', async () => {
        if (await signup(db, community, user, appOrigin)) mail.wake();
      });
      return c.json(snake({ data: { email: user.email, validHours: EMAIL_CONFIRMATION_VALID_HOURS } }), 202);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/signup/confirmation',
    summary: "Confirm a sign-up with its mail's token and the password chosen: the account is accepted and can sign in",
    access: 'public',
    body: { kind: 'json', schema: ZSignupConfirmationRequest },
    responses: {
      200: data(ZConfirmed, 'Confirmed'),
      404: 'INVALID_CONFIRMATION: used, expired, replaced, unknown, or of another community',
      422: 'password: not the one chosen at sign-up (the link stays good)',
      429: 'RATE_LIMITED, with Retry-After',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { token, password } = await request.body();
      const { db, rateLimiter } = c.get('deps');
      const decision = await rateLimiter.hit(`signup-confirmation:${clientAddress(c)}`, SIGNUP_LIMITS.confirmation.limit, SIGNUP_LIMITS.confirmation.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many attempts, try again later');
      return c.json(snake({ data: await confirmSignup(db, token, password, await hostCommunityId(c)) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/signup/confirmation_mail',
    summary: "Send a sign-up's confirmation mail again, with a fresh link: the same answer whether or not the address has a sign-up waiting here",
    access: 'public',
    body: { kind: 'json', schema: ZSignupConfirmationMailRequest, wrapper: 'user' },
    responses: {
      202: data(z.object({ email: z.string(), validHours: z.number().int() }), 'Asked: a mail goes out if the address has a sign-up waiting for confirmation'),
      429: 'RATE_LIMITED, with Retry-After: too many requests from this address',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { user } = await request.body();
      const { db, rateLimiter, mail, appOrigin, afterAnswer } = c.get('deps');
      const { perAddress, perAccount } = SIGNUP_LIMITS.confirmationMail;
      const byAddress = await rateLimiter.hit(`signup-confirmation-mail:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many requests, try again later');
      // Past the account's allowance the answer stays the same: a limit must not reveal an account either.
      const byAccount = await rateLimiter.hit(`signup-confirmation-mail:account:${user.email.toLowerCase()}`, perAccount.limit, perAccount.windowMs);
      const community = await hostCommunity(c);
      // After the answer, whatever the address: how long it takes must not tell whether a sign-up waits.
      if (byAccount.allowed) {
        afterAnswer.run('A confirmation mail asked again', async () => {
          if (await resendSignupConfirmation(db, user.email, community, appOrigin)) mail.wake();
        });
      }
      return c.json(snake({ data: { email: user.email, validHours: EMAIL_CONFIRMATION_VALID_HOURS } }), 202);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/email_confirmations',
    summary: "Confirm a new address with its mail's token: the account's address becomes it",
    access: 'public',
    body: { kind: 'json', schema: ZEmailConfirmationRequest },
    responses: {
      200: data(ZConfirmed, 'The address changed'),
      404: 'INVALID_CONFIRMATION: used, expired, replaced, unknown, or of another community',
      409: 'EMAIL_TAKEN: another account took the address meanwhile (the link stays good)',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { token } = await request.body();
      const { db, sessionCache } = c.get('deps');
      const user = await confirmEmailChange(db, token, await hostCommunityId(c));
      sessionCache.forgetUser(user.id);
      return c.json(snake({ data: { email: user.email } }));
    },
  }),
];
