import 'server-only';
import { z } from 'zod';
import { ZCredentialsUpdated, ZCredentialsUpdateRequest, ZDeleteAccountQuery, ZDeleteAccountRequest } from '@/lib/shared/validation/account';
import { ZActivity } from '@/lib/shared/validation/activity';
import { zPaginated } from '@/lib/shared/validation/pagination';
import { ZUser, ZUserUpdateRequest } from '@/lib/shared/validation/user';
import type { AppContext } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { data, empty, operation } from '../../http/operation';
import { ZPage } from '../../http/query';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { forbidden, notFound } from '../../platform/errors';
import { deleteAccount } from './account-deletion';
import { listActivities } from './activities';
import type { AuthSession } from './auth';
import { isMultipart, readAvatar } from './avatar-form';
import { removeAvatar, setAvatar } from './avatars';
import { updateCredentials } from './sign-in-credentials';
import { findUserById, isCommunityMember, serializeUser, updateUser, type UserRow } from './users';

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

/** A person's own account and profile, as they and their community's admins act on it. */
export const userOperations = [
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
