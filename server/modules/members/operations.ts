import 'server-only';
import { z } from 'zod';
import {
  MEMBER_ORDERS,
  ZAuditEntry,
  ZBulkResult,
  ZManagedMember,
  ZMoveResult,
  ZMoveUsersRequest,
  ZPermissions,
  ZPermissionsRequest,
  ZUserIdsRequest,
} from '@/lib/shared/validation/manage-members';
import { zPaginated } from '@/lib/shared/validation/pagination';
import { ZAuthorSummary, ZMember } from '@/lib/shared/validation/user';
import type { AppContext } from '../../http/context';
import { data, operation } from '../../http/operation';
import { ZFlag, ZPage } from '../../http/query';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { forbidden, notFound } from '../../platform/errors';
import { findCommunityGroup } from '../groups';
import { listAuditLog } from './audit-log';
import { moveMembers } from './member-moves';
import { setPermissions } from './member-permissions';
import { searchMembers } from './member-search';
import { findMemberCard, listMembers } from './members';
import { setMembersActive } from './member-status';
import { loadManagedGroup, managedGroupIds, requireCommunityAdmin, requireMembersManager } from './scope';

/** Spec §7 GET /v2/users/search_users; with_statistics is the only view (and the default). */
const ZSearchUsersQuery = z.object({
  page: ZPage,
  view_option: z.enum(['with_statistics']).default('with_statistics'),
  group_id: z.string().regex(/^\d{1,10}$/, 'must be a group id').optional(),
  search: z.string().max(100).default(''),
  order_by: z.enum(MEMBER_ORDERS).default('name'),
  order_dir: z.enum(['asc', 'desc']).default('asc'),
});

const MANAGERS = 'FORBIDDEN: not a community admin, nor a group admin of every person named';
const NOT_MEMBERS = "NOT_FOUND: an id is not a member of the session's community";

/** After a change of status or rights, the people's cached sessions are read again: a deactivation bites at the next request. */
function forgetSessions(c: AppContext, userIds: number[]) {
  const { sessionCache } = c.get('deps');
  for (const id of userIds) sessionCache.forgetUser(id);
}

/**
 * /admin/manage-members: the members table, bulk status and group moves, rights,
 * class invitations and the audit log. Who may act on whom: modules/members/scope.ts.
 */
/** for_dashboard is the only list view so far: accepted, and the answer is the same either way. */
const ZMembersQuery = z.object({ page: ZPage, for_dashboard: ZFlag, group_id: z.string().optional() });

export const memberOperations = [
  operation({
    method: 'get',
    path: '/v2/users/search_users',
    summary:
      "Members with their label, groups, rights and statistics (experiences, stories, certified experiences, last activity), 20 per page, searched by name or address and sorted: the community's for a community admin, their groups' for a group admin",
    access: 'session',
    query: ZSearchUsersQuery,
    responses: {
      200: data(zPaginated(ZManagedMember), 'A page of members'),
      403: 'FORBIDDEN: a learner, or group_id is a group the group admin does not belong to',
      404: "NOT_FOUND: group_id names no group of the session's community",
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { db } = c.get('deps');
      const query = request.query();
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
    },
  }),
  operation({
    method: 'put',
    path: '/v2/users/activate',
    summary: 'Activate accounts; answers the ids whose account was off',
    access: 'session',
    body: { kind: 'json', schema: ZUserIdsRequest },
    responses: { 200: data(ZBulkResult, 'Activated'), 403: MANAGERS, 404: NOT_MEMBERS },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { userIds } = await request.body();
      const changed = await setMembersActive(c.get('deps').db, auth, userIds, true);
      forgetSessions(c, changed);
      return c.json(snake({ data: { userIds: changed } }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/users/deactivate',
    summary: "Deactivate accounts (they read but write nothing from their next request on); answers the ids whose account was on. Not one's own",
    access: 'session',
    body: { kind: 'json', schema: ZUserIdsRequest },
    responses: {
      200: data(ZBulkResult, 'Deactivated'),
      403: MANAGERS,
      404: NOT_MEMBERS,
      422: "SELF_DEACTIVATION: one's own account is named",
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { userIds } = await request.body();
      const changed = await setMembersActive(c.get('deps').db, auth, userIds, false);
      forgetSessions(c, changed);
      return c.json(snake({ data: { userIds: changed } }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/move_users',
    summary: 'Move members from one group to another (current_group_id and new_group_id; from_group_id and to_group_id are read too, and must agree when both are given)',
    access: 'session',
    body: { kind: 'json', schema: ZMoveUsersRequest },
    responses: {
      200: data(ZMoveResult, 'Moved'),
      403: 'FORBIDDEN: a group admin who does not belong to both groups, or a person out of reach',
      404: "NOT_FOUND: a group or a person of another community",
      422: 'user_ids: someone is not in the current group; from_group_id or to_group_id: disagrees with current_group_id or new_group_id',
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const move = await request.body();
      const moved = await moveMembers(c.get('deps').db, auth, move);
      // Their sessions answer their groups (GET /v2/session): read again at the next request.
      forgetSessions(c, moved.userIds);
      return c.json(snake({ data: moved }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/user_permissions/{id}',
    summary: 'Grant or remove community admin (community admins only) and group admin (also group admins, for members of their groups), not one\'s own; mark or unmark a teacher (community admins only, oneself included)',
    access: 'session',
    body: { kind: 'json', schema: ZPermissionsRequest },
    responses: { 200: data(ZPermissions, 'The rights now'), 403: MANAGERS, 422: "SELF_PERMISSIONS: one's own rights" },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const id = parseId(c.req.param('id'), 'User');
      const { user: change } = await request.body();
      const { changed, ...permissions } = await setPermissions(c.get('deps').db, auth, id, change);
      if (changed) forgetSessions(c, [id]);
      return c.json(snake({ data: permissions }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/audit_log',
    summary: "The community's log of changes of rights and status (who, what, whom, when, details), newest first, 20 per page; community admins only",
    access: 'session',
    query: z.object({ page: ZPage }),
    responses: { 200: data(zPaginated(ZAuditEntry), 'A page of the log'), 403: 'FORBIDDEN: not a community admin' },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { page } = request.query();
      requireCommunityAdmin(auth);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await listAuditLog(c.get('deps').db, auth.community.id, page) }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/users',
    summary: 'Members of the session community, or of one of its groups, by last then first name, 20 per page; community admins only',
    access: 'session',
    query: ZMembersQuery,
    responses: {
      200: data(zPaginated(ZMember), 'A page of members'),
      403: 'FORBIDDEN: not a community admin',
      404: "group_id names no group of the session's community",
    },
    /**
     * The members list of the admin pages: community admins only (403), and a group_id must
     * name a group of the session's community (404 otherwise, like any other community's id).
     */
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { db } = c.get('deps');
      const query = request.query();
      let groupId: number | null = null;
      if (query.group_id !== undefined) {
        const group = await findCommunityGroup(db, parseId(query.group_id, 'Group'), auth.community.id);
        if (!group) throw notFound('Group');
        groupId = group.id;
      }
      if (!auth.user.communityAdmin) throw forbidden('Only a community admin can list members');
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await listMembers(db, auth.community.id, groupId, query.page) }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/users/{id}/card',
    summary: 'Name and avatar of a member of the same community',
    access: 'session',
    responses: { 200: data(ZAuthorSummary, 'The member') },
    /** Name and avatar (the user overview header): any member of the same community. */
    handler: async (c) => {
      const auth = requireAuth(c);
      const card = await findMemberCard(c.get('deps').db, parseId(c.req.param('id'), 'User'), auth.community.id);
      if (!card) throw notFound('User');
      return c.json(snake({ data: card }));
    },
  }),
];
