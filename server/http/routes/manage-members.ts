import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { MEMBER_ORDERS, ZBulkInvitationRequest, ZMoveUsersRequest, ZPermissionsRequest, ZUserIdsRequest } from '@/lib/shared/validation/manage-members';
import { listAuditLog } from '../../modules/members/audit-log';
import { previewInvitations, sendBulkInvitations } from '../../modules/invitations/bulk-invitations';
import { moveMembers } from '../../modules/members/member-moves';
import { setPermissions } from '../../modules/members/member-permissions';
import { searchMembers } from '../../modules/members/member-search';
import { setMembersActive } from '../../modules/members/member-status';
import { loadManagedGroup, managedGroupIds, requireCommunityAdmin, requireMembersManager } from '../../modules/members/scope';
import type { AppContext, AppEnv } from '../context';
import { ZPage } from '../query';
import { requireAuth } from '../session';
import { parseId, parseWith, readJson, snake } from '../validate';

/** Spec §7 GET /v2/users/search_users; with_statistics is the only view (and the default). */
export const ZSearchUsersQuery = z.object({
  page: ZPage,
  view_option: z.enum(['with_statistics']).default('with_statistics'),
  group_id: z.string().regex(/^\d{1,10}$/, 'must be a group id').optional(),
  search: z.string().max(100).default(''),
  order_by: z.enum(MEMBER_ORDERS).default('name'),
  order_dir: z.enum(['asc', 'desc']).default('asc'),
});
export const ZAuditLogQuery = z.object({ page: ZPage });

/** After a change of status or rights, the people's cached sessions are read again: a deactivation bites at the next request. */
function forgetSessions(c: AppContext, userIds: number[]) {
  const { sessionCache } = c.get('deps');
  for (const id of userIds) sessionCache.forgetUser(id);
}

/**
 * /admin/manage-members: the members table, bulk status and group moves, rights,
 * class invitations and the audit log. Who may act on whom: modules/members/scope.ts.
 * Mounted before userRoutes: /users/search_users and /users/activate are not user ids.
 */
export const manageMembersRoutes = new Hono<AppEnv>()
  .get('/users/search_users', async (c) => {
    const auth = requireAuth(c);
    const { db } = c.get('deps');
    const query = parseWith(ZSearchUsersQuery, c.req.query());
    const group = query.group_id === undefined ? null : await loadManagedGroup(db, auth, parseId(query.group_id, 'Group'));
    requireMembersManager(auth);
    const withinGroupIds = auth.user.communityAdmin || group ? null : await managedGroupIds(db, auth);
    c.header('Cache-Control', 'no-store');
    const page = await searchMembers(db, {
      communityId: auth.community.id,
      groupId: group?.id ?? null,
      withinGroupIds,
      search: query.search,
      orderBy: query.order_by,
      orderDir: query.order_dir,
      page: query.page,
    });
    return c.json(snake({ data: page }));
  })
  .put('/users/activate', async (c) => {
    const auth = requireAuth(c);
    const { userIds } = await readJson(c, ZUserIdsRequest);
    const changed = await setMembersActive(c.get('deps').db, auth, userIds, true);
    forgetSessions(c, changed);
    return c.json(snake({ data: { userIds: changed } }));
  })
  .put('/users/deactivate', async (c) => {
    const auth = requireAuth(c);
    const { userIds } = await readJson(c, ZUserIdsRequest);
    const changed = await setMembersActive(c.get('deps').db, auth, userIds, false);
    forgetSessions(c, changed);
    return c.json(snake({ data: { userIds: changed } }));
  })
  .post('/move_users', async (c) => {
    const auth = requireAuth(c);
    const request = await readJson(c, ZMoveUsersRequest);
    const moved = await moveMembers(c.get('deps').db, auth, request);
    // Their sessions answer their groups (GET /v2/session): read again at the next request.
    forgetSessions(c, moved.userIds);
    return c.json(snake({ data: moved }));
  })
  .put('/user_permissions/:id', async (c) => {
    const auth = requireAuth(c);
    const id = parseId(c.req.param('id'), 'User');
    const { user: change } = await readJson(c, ZPermissionsRequest);
    const { changed, ...permissions } = await setPermissions(c.get('deps').db, auth, id, change);
    if (changed) forgetSessions(c, [id]);
    return c.json(snake({ data: permissions }));
  })
  .post('/invitations/preview', async (c) => {
    const auth = requireAuth(c);
    const request = await readJson(c, ZBulkInvitationRequest);
    return c.json(snake({ data: await previewInvitations(c.get('deps').db, auth, request) }));
  })
  .post('/invitations/bulk', async (c) => {
    const auth = requireAuth(c);
    const request = await readJson(c, ZBulkInvitationRequest);
    const { db, mail, appOrigin } = c.get('deps');
    const outcomes = await sendBulkInvitations(db, auth, request, appOrigin);
    if (outcomes.some((o) => o.sent)) mail.wake();
    return c.json(snake({ data: outcomes }));
  })
  .get('/audit_log', async (c) => {
    const auth = requireAuth(c);
    const { page } = parseWith(ZAuditLogQuery, c.req.query());
    requireCommunityAdmin(auth);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await listAuditLog(c.get('deps').db, auth.community.id, page) }));
  });
