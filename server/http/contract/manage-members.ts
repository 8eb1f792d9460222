import 'server-only';
import { z } from 'zod';
import {
  ZAuditEntry,
  ZBulkInvitationRequest,
  ZBulkResult,
  ZInviteeOutcome,
  ZInviteePreview,
  ZManagedMember,
  ZMoveResult,
  ZMoveUsersRequest,
  ZPermissions,
  ZPermissionsRequest,
  ZUserIdsRequest,
} from '@/lib/shared/validation/manage-members';
import { zPaginated } from '@/lib/shared/validation/pagination';
import { ZAuditLogQuery, ZSearchUsersQuery } from '../routes/manage-members';
import { data, operation } from '../operation';

const MANAGERS = 'FORBIDDEN: not a community admin, nor a group admin of every person named';
const NOT_MEMBERS = "NOT_FOUND: an id is not a member of the session's community";

/** /admin/manage-members (modules/members/scope.ts says who manages whom). */
export const manageMembersContract = [
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
  }),
  operation({
    method: 'put',
    path: '/v2/users/activate',
    summary: 'Activate accounts; answers the ids whose account was off',
    access: 'session',
    body: { kind: 'json', schema: ZUserIdsRequest },
    responses: { 200: data(ZBulkResult, 'Activated'), 403: MANAGERS, 404: NOT_MEMBERS },
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
  }),
  operation({
    method: 'post',
    path: '/v2/move_users',
    summary: 'Move members from one group to another (current_group_id and new_group_id; from_group_id and to_group_id are read too)',
    access: 'session',
    body: { kind: 'json', schema: ZMoveUsersRequest },
    responses: {
      200: data(ZMoveResult, 'Moved'),
      403: 'FORBIDDEN: a group admin who does not belong to both groups, or a person out of reach',
      404: "NOT_FOUND: a group or a person of another community",
      422: 'user_ids: someone is not in the current group',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/user_permissions/{id}',
    summary: 'Grant or remove community admin (community admins only) and group admin (also group admins, for members of their groups); not one\'s own',
    access: 'session',
    body: { kind: 'json', schema: ZPermissionsRequest },
    responses: { 200: data(ZPermissions, 'The rights now'), 403: MANAGERS, 422: "SELF_PERMISSIONS: one's own rights" },
  }),
  operation({
    method: 'post',
    path: '/v2/invitations/preview',
    summary: 'Classify a class list (up to 200 rows) without sending anything: new, reinvite (pending, link spent or expired, or invited into another group), addToGroup (registered here, not in the group: added, no mail), member (in the group already: nothing to do), invalid (with a reason)',
    access: 'session',
    body: { kind: 'json', schema: ZBulkInvitationRequest },
    responses: {
      200: data(z.array(ZInviteePreview), 'Each row, in the order given'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: "NOT_FOUND: the community is not the session's, or the group is not one of it",
    },
  }),
  operation({
    method: 'post',
    path: '/v2/invitations/bulk',
    summary: 'Invite a class list (up to 200 rows) into a group, and add to it the members of the community it names: one transaction per row; sent again, an address already in the group is neither mailed nor added twice',
    access: 'session',
    body: { kind: 'json', schema: ZBulkInvitationRequest },
    responses: {
      200: data(z.array(ZInviteeOutcome), 'Each row and whether this call mailed it or added it to the group'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: "NOT_FOUND: the community is not the session's, or the group is not one of it",
    },
  }),
  operation({
    method: 'get',
    path: '/v2/audit_log',
    summary: "The community's log of changes of rights and status (who, what, whom, when, details), newest first, 20 per page; community admins only",
    access: 'session',
    query: ZAuditLogQuery,
    responses: { 200: data(zPaginated(ZAuditEntry), 'A page of the log'), 403: 'FORBIDDEN: not a community admin' },
  }),
];
