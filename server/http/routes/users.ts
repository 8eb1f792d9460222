import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZCredentialsUpdateRequest, ZDeleteAccountQuery, ZDeleteAccountRequest } from '@/lib/shared/validation/account';
import { ZUserUpdateRequest } from '@/lib/shared/validation/user';
import { deleteAccount } from '../../modules/accounts/account-deletion';
import { updateCredentials } from '../../modules/accounts/sign-in-credentials';
import type { AuthSession } from '../../modules/accounts/auth';
import { findCommunityGroup } from '../../modules/groups/groups';
import { findMemberCard, listMembers } from '../../modules/members/members';
import { listActivities } from '../../modules/accounts/activities';
import { removeAvatar, setAvatar } from '../../modules/accounts/avatars';
import { findUserById, isCommunityMember, serializeUser, updateUser, type UserRow } from '../../modules/accounts/users';
import { isMultipart, readAvatar } from '../../modules/accounts/avatar-form';
import type { AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { forbidden, notFound } from '../../platform/errors';
import { ZFlag, ZPage } from '../query';
import { requireAuth } from '../session';
import { parseId, parseWith, readJson, snake } from '../validate';

/** for_dashboard is the only list view so far: accepted, and the answer is the same either way. */
export const ZMembersQuery = z.object({ page: ZPage, for_dashboard: ZFlag, group_id: z.string().optional() });
export const ZActivitiesQuery = z.object({ page: ZPage });

/**
 * Tenant first: a user outside the caller's community does not exist (404). Then rights:
 * oneself, or an administrator of that community (403 otherwise).
 */
async function loadManageableUser(c: Parameters<typeof requireAuth>[0], auth: AuthSession) {
  const { db } = c.get('deps');
  const id = parseId(c.req.param('id'), 'User');
  const target = await findUserById(db, id);
  if (!target || !(await isCommunityMember(db, target.id, auth.community.id))) throw notFound('User');
  if (target.id !== auth.user.id && !auth.user.communityAdmin) throw forbidden('Only the user or a community admin can do this');
  return target;
}

/** Credentials and the account itself are the person's alone: not even a community admin acts for them. */
async function requireSelf(c: Parameters<typeof requireAuth>[0]) {
  const auth = requireAuth(c);
  const target = await loadManageableUser(c, auth);
  if (target.id !== auth.user.id) throw forbidden('Only the account itself can do this');
  return auth;
}

/**
 * Both writes below check the account's password: someone holding a stolen session must not
 * guess it at will. Counted per account, every attempt, as the login limit counts per address.
 */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

async function countPasswordCheck(c: Parameters<typeof requireAuth>[0], userId: number) {
  const decision = await c.get('deps').rateLimiter.hit(`password-check:${userId}`, PASSWORD_CHECK_LIMIT.limit, PASSWORD_CHECK_LIMIT.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many attempts, try again later');
}

export const userRoutes = new Hono<AppEnv>()
  /**
   * The members list of the admin pages: community admins only (403), and a group_id must
   * name a group of the session's community (404 otherwise, like any other community's id).
   */
  .get('/users', async (c) => {
    const auth = requireAuth(c);
    const { db } = c.get('deps');
    const query = parseWith(ZMembersQuery, c.req.query());
    let groupId: number | null = null;
    if (query.group_id !== undefined) {
      const group = await findCommunityGroup(db, parseId(query.group_id, 'Group'), auth.community.id);
      if (!group) throw notFound('Group');
      groupId = group.id;
    }
    if (!auth.user.communityAdmin) throw forbidden('Only a community admin can list members');
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await listMembers(db, auth.community.id, groupId, query.page) }));
  })
  /** Name and avatar (the user overview header): any member of the same community. */
  .get('/users/:id/card', async (c) => {
    const auth = requireAuth(c);
    const card = await findMemberCard(c.get('deps').db, parseId(c.req.param('id'), 'User'), auth.community.id);
    if (!card) throw notFound('User');
    return c.json(snake({ data: card }));
  })
  .get('/users/:id', async (c) => {
    const auth = requireAuth(c);
    const target = await loadManageableUser(c, auth);
    return c.json(snake({ data: await serializeUser(c.get('deps').db, target) }));
  })
  /** The person's recent actions, for them and their community's admins (loadManageableUser). */
  .get('/users/:id/activities', async (c) => {
    const auth = requireAuth(c);
    const target = await loadManageableUser(c, auth);
    const { page } = parseWith(ZActivitiesQuery, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await listActivities(c.get('deps').db, target.id, auth.community.id, page) }));
  })
  .put('/users/:id', async (c) => {
    const auth = requireAuth(c);
    const target = await loadManageableUser(c, auth);
    const { db, storage, sessionCache } = c.get('deps');
    let updated: UserRow;
    if (isMultipart(c)) {
      updated = await setAvatar(db, storage, target.id, await readAvatar(c));
    } else {
      const { user: changes } = await readJson(c, ZUserUpdateRequest, 'user');
      const { removeAvatar: remove, ...fields } = changes;
      updated = remove ? await removeAvatar(db, target.id) : target;
      if (Object.keys(fields).length) updated = await updateUser(db, target.id, fields);
    }
    sessionCache.forgetUser(target.id);
    return c.json(snake({ data: await serializeUser(db, updated) }));
  })
  /** The credentials update (spec §7, path not shown; modules/accounts/sign-in-credentials.ts): the account itself only. */
  .put('/users/:id/credentials', async (c) => {
    const auth = await requireSelf(c);
    const { user: changes } = await readJson(c, ZCredentialsUpdateRequest, 'user');
    await countPasswordCheck(c, auth.user.id);
    const { db, mail, appOrigin, sessionCache } = c.get('deps');
    const result = await updateCredentials(db, auth, changes, appOrigin);
    if (result.emailConfirmationSentTo) mail.wake();
    sessionCache.forgetUser(auth.user.id);
    return c.json(snake({ data: result }));
  })
  .delete('/users/:id/delete_user_account', async (c) => {
    const auth = await requireSelf(c);
    const { reason } = parseWith(ZDeleteAccountQuery, c.req.query());
    const { user: confirmation } = await readJson(c, ZDeleteAccountRequest, 'user');
    await countPasswordCheck(c, auth.user.id);
    const { db, mail, sessionCache } = c.get('deps');
    await deleteAccount(db, auth, confirmation, reason);
    mail.wake();
    sessionCache.forgetUser(auth.user.id);
    return c.body(null, 204);
  });
