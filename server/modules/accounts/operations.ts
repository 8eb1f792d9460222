import 'server-only';
import { z } from 'zod';
import {
  EMAIL_CONFIRMATION_VALID_HOURS,
  ZCredentialsUpdated,
  ZCredentialsUpdateRequest,
  ZDeleteAccountQuery,
  ZDeleteAccountRequest,
  ZEmailConfirmationRequest,
  ZSignupConfirmationRequest,
  ZSignupRequest,
} from '@/lib/shared/validation/account';
import { ZActivity } from '@/lib/shared/validation/activity';
import { zPaginated } from '@/lib/shared/validation/pagination';
import {
  ZLoginRequest,
  ZNewPasswordRequest,
  ZPasswordResetRequest,
  ZRefreshRequest,
  ZSessionMeta,
  ZUser,
  ZUserUpdateRequest,
} from '@/lib/shared/validation/user';
import { clientAddress, type AppContext } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunity, hostCommunityId } from '../communities';
import { data, empty, json, operation } from '../../http/operation';
import { ZPage } from '../../http/query';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { DomainError, forbidden, notFound } from '../../platform/errors';
import { deleteAccount } from './account-deletion';
import { listActivities } from './activities';
import { login, refresh, revokeSession, type AuthSession } from './auth';
import { isMultipart, readAvatar } from './avatar-form';
import { removeAvatar, setAvatar } from './avatars';
import { createLoginThrottle } from './login-throttle';
import { askPasswordReset, PASSWORD_RESET_TTL_MS, setNewPassword } from './password-reset';
import { sessionAnswer } from './session-answer';
import { sessionUser } from './session-user';
import { confirmEmailChange, updateCredentials } from './sign-in-credentials';
import { confirmSignup, signup, signupCommunity } from './signup';
import { findUserById, isCommunityMember, serializeUser, updateUser, type UserRow } from './users';

/** Asking is cheap for a caller and costs a mail: per address, and per account (silently). */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** Each sign-up may send a mail, and each confirmation checks a password: per address, as for resets. */
export const SIGNUP_LIMITS = {
  signup: { limit: 10, windowMs: 60 * 60 * 1000 },
  confirmation: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * Both writes of the account itself below (credentials, deletion) check the account's password:
 * someone holding a stolen session must not guess it at will. Counted per account, every
 * attempt, as the login limit counts per address.
 */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

async function countPasswordCheck(c: AppContext, userId: number) {
  const decision = await c.get('deps').rateLimiter.hit(`password-check:${userId}`, PASSWORD_CHECK_LIMIT.limit, PASSWORD_CHECK_LIMIT.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many attempts, try again later');
}

const ZActivitiesQuery = z.object({ page: ZPage });

const ZConfirmed = z.object({ email: z.string() });

/**
 * Tenant first: a user outside the caller's community does not exist (404). Then rights:
 * oneself, or an administrator of that community (403 otherwise).
 */
async function loadManageableUser(c: AppContext, auth: AuthSession) {
  const { db } = c.get('deps');
  const id = parseId(c.req.param('id'), 'User');
  const target = await findUserById(db, id);
  if (!target || !(await isCommunityMember(db, target.id, auth.community.id))) throw notFound('User');
  if (target.id !== auth.user.id && !auth.user.communityAdmin) throw forbidden('Only the user or a community admin can do this');
  return target;
}

/** Credentials and the account itself are the person's alone: not even a community admin acts for them. */
async function requireSelf(c: AppContext) {
  const auth = requireAuth(c);
  const target = await loadManageableUser(c, auth);
  if (target.id !== auth.user.id) throw forbidden('Only the account itself can do this');
  return auth;
}

export const accountOperations = [
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
  // Spec §7 POST and PUT /v2/password: the two steps of spec §4's reset (modules/accounts/password-reset.ts).
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
      const { db, rateLimiter, mail, appOrigin } = c.get('deps');
      const { perAddress, perAccount } = PASSWORD_RESET_LIMITS;
      const byAddress = await rateLimiter.hit(`password-reset:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many reset requests, try again later');
      // Past the account's allowance the answer stays the same: a limit must not reveal an account either.
      const byAccount = await rateLimiter.hit(`password-reset:account:${user.email.toLowerCase()}`, perAccount.limit, perAccount.windowMs);
      if (byAccount.allowed && (await askPasswordReset(db, user.email, await hostCommunity(c), appOrigin))) mail.wake();
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
  // Spec §7 PUT /v2/signup and the links its mails and the credentials update's carry (modules/accounts/signup.ts, sign-in-credentials.ts).
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
      const { db, rateLimiter, mail, appOrigin } = c.get('deps');
      const community = await signupCommunity(db, await hostCommunity(c), communityName);
      const decision = await rateLimiter.hit(`signup:${clientAddress(c)}`, SIGNUP_LIMITS.signup.limit, SIGNUP_LIMITS.signup.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ups, try again later');
      if (await signup(db, community, user, appOrigin)) mail.wake();
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
  operation({
    method: 'put',
    path: '/v2/users/{id}/credentials',
    summary:
      'Credentials update (spec §7, path chosen here), by the account itself with its current password: a new password ends its other sessions; a new address is mailed a link and changes when it is followed',
    access: 'session',
    body: { kind: 'json', schema: ZCredentialsUpdateRequest, wrapper: 'user' },
    responses: {
      200: data(ZCredentialsUpdated, 'Updated, or a confirmation mailed'),
      403: 'FORBIDDEN: another account, even as community admin',
      422: 'currentPassword: wrong; email: used by another account',
      429: 'RATE_LIMITED: too many password checks for this account, with Retry-After',
    },
    /** The credentials update (spec §7, path not shown; modules/accounts/sign-in-credentials.ts): the account itself only. */
    handler: async (c, request) => {
      const auth = await requireSelf(c);
      const { user: changes } = await request.body();
      await countPasswordCheck(c, auth.user.id);
      const { db, mail, appOrigin, sessionCache } = c.get('deps');
      const result = await updateCredentials(db, auth, changes, appOrigin);
      if (result.emailConfirmationSentTo) mail.wake();
      sessionCache.forgetUser(auth.user.id);
      return c.json(snake({ data: result }));
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/users/{id}/delete_user_account',
    summary:
      "Delete one's own account, confirmed with the password (or the address, for an account without one): experiences, stories, sessions go; pictures follow with the file sweeper; the reason is kept without the person",
    access: 'session',
    query: ZDeleteAccountQuery,
    body: { kind: 'json', schema: ZDeleteAccountRequest, wrapper: 'user' },
    responses: {
      204: empty('Deleted; a last mail says so'),
      403: 'FORBIDDEN: another account, even as community admin',
      422: 'password (or email): does not confirm',
      429: 'RATE_LIMITED: too many password checks for this account, with Retry-After',
    },
    handler: async (c, request) => {
      const auth = await requireSelf(c);
      const { reason } = request.query();
      const { user: confirmation } = await request.body();
      await countPasswordCheck(c, auth.user.id);
      const { db, mail, sessionCache } = c.get('deps');
      await deleteAccount(db, auth, confirmation, reason);
      mail.wake();
      sessionCache.forgetUser(auth.user.id);
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/users/{id}',
    summary: 'A user: oneself, or any member for a community admin',
    access: 'session',
    responses: { 200: data(ZUser, 'The user'), 403: 'FORBIDDEN: another member, not as community admin' },
    handler: async (c) => {
      const auth = requireAuth(c);
      const target = await loadManageableUser(c, auth);
      return c.json(snake({ data: await serializeUser(c.get('deps').db, target) }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/users/{id}/activities',
    summary: "A person's recent actions in the session's community (joined, experience created), newest first, 20 per page: oneself, or any member for a community admin",
    access: 'session',
    query: ZActivitiesQuery,
    responses: { 200: data(zPaginated(ZActivity), 'A page of activities'), 403: 'FORBIDDEN: another member, not as community admin' },
    /** The person's recent actions, for them and their community's admins (loadManageableUser). */
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const target = await loadManageableUser(c, auth);
      const { page } = request.query();
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await listActivities(c.get('deps').db, target.id, auth.community.id, page) }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/users/{id}',
    summary:
      'Update a user (firstname, lastname, locale, tutorial_seen, remove_avatar); other keys of the merged user are ignored. As multipart/form-data, the file `user[avatar]` becomes the avatar: sniffed, re-encoded as a 256 px square JPEG, stripped of metadata',
    access: 'session',
    body: {
      kind: 'json',
      schema: ZUserUpdateRequest,
      wrapper: 'user',
      multipart: {
        type: 'object',
        required: ['user[avatar]'],
        properties: { user: { type: 'string', description: 'The user as JSON (ignored)' }, 'user[avatar]': { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP (or HEIF where readable), 10 MB at most' } },
      },
    },
    responses: { 200: data(ZUser, 'The updated user'), 403: 'FORBIDDEN: another member, not as community admin', 422: 'avatar: missing, empty, too large or not a picture' },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const target = await loadManageableUser(c, auth);
      const { db, storage, sessionCache } = c.get('deps');
      let updated: UserRow;
      if (isMultipart(c)) {
        updated = await setAvatar(db, storage, target.id, await readAvatar(c));
      } else {
        const { user: changes } = await request.body();
        const { removeAvatar: remove, ...fields } = changes;
        updated = remove ? await removeAvatar(db, target.id) : target;
        if (Object.keys(fields).length) updated = await updateUser(db, target.id, fields);
      }
      sessionCache.forgetUser(target.id);
      return c.json(snake({ data: await serializeUser(db, updated) }));
    },
  }),
];
