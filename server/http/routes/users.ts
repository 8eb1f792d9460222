import 'server-only';
import { Hono } from 'hono';
import { ZUserUpdateRequest } from '@/lib/validation/user';
import type { AuthSession } from '../../services/auth';
import { findUserById, isCommunityMember, serializeUser, updateUser } from '../../services/users';
import type { AppEnv } from '../context';
import { forbidden, notFound } from '../errors';
import { requireAuth } from '../session';
import { parseId, readJson, snake } from '../validate';

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

export const userRoutes = new Hono<AppEnv>()
  .get('/users/:id', async (c) => {
    const auth = requireAuth(c);
    const target = await loadManageableUser(c, auth);
    return c.json(snake({ data: await serializeUser(c.get('deps').db, target) }));
  })
  .put('/users/:id', async (c) => {
    const auth = requireAuth(c);
    const target = await loadManageableUser(c, auth);
    const { user: changes } = await readJson(c, ZUserUpdateRequest, 'user');
    const updated = await updateUser(c.get('deps').db, target.id, changes);
    return c.json(snake({ data: await serializeUser(c.get('deps').db, updated) }));
  });
