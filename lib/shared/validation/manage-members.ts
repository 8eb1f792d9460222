import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';

/** The page of /admin/manage-members: enough rows to act on a class at once, still light at 360 px. */
export const MANAGED_MEMBERS_PAGE_SIZE = 20;
/** One request acts on one class at most: a bulk call names up to this many people. */
export const BULK_MAX = 200;
export const AUDIT_LOG_PAGE_SIZE = 20;

const ZId = z.number().int().positive().max(2_147_483_647);

/** The columns search_users sorts on (spec §7 order_by); the name by default. */
export const MEMBER_ORDERS = ['name', 'email', 'status', 'experiences', 'stories', 'certified', 'last_activity'] as const;
export type TMemberOrder = (typeof MEMBER_ORDERS)[number];

/** Spec §4 user label: active false → disabled; else accepted → active, pending → pending. */
export const MEMBER_LABELS = ['disabled', 'active', 'pending'] as const;
export type TMemberLabel = (typeof MEMBER_LABELS)[number];
export const memberLabel = (user: { active: boolean; status: string }): TMemberLabel | null =>
  !user.active ? 'disabled' : user.status === 'accepted' ? 'active' : user.status === 'pending' ? 'pending' : null;

/** GET /v2/users/search_users?view_option=with_statistics: one row of the table. */
export const ZManagedMember = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  label: z.enum(MEMBER_LABELS).nullable(),
  communityAdmin: z.boolean(),
  groupAdmin: z.boolean(),
  /** Learners may ask them to certify an experience (the community's teachers list). */
  teacher: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  statistics: z.object({
    experiences: z.number().int(),
    stories: z.number().int(),
    certifiedExperiences: z.number().int(),
    lastActivityAt: z.string().nullable(),
  }),
});
export type TManagedMember = z.infer<typeof ZManagedMember>;

/** PUT /v2/users/activate and /v2/users/deactivate (spec §7): {user_ids}. */
export const ZUserIdsRequest = z.object({ userIds: z.array(ZId).min(1).max(BULK_MAX) });
export type TUserIdsRequest = z.infer<typeof ZUserIdsRequest>;

/** Two names of one group: either may be given, or both when they name the same group. */
const agreeing = (spec: number | undefined, other: number | undefined) => spec === undefined || other === undefined || spec === other;

/**
 * POST /v2/move_users (spec §3 names the groups current_group_id and new_group_id; the issue
 * from_group_id and to_group_id): both spellings are read. Both given for one group must agree,
 * or the move would follow one of two contradicting requests.
 */
export const ZMoveUsersRequest = z
  .object({
    userIds: z.array(ZId).min(1).max(BULK_MAX),
    currentGroupId: ZId.optional(),
    newGroupId: ZId.optional(),
    fromGroupId: ZId.optional(),
    toGroupId: ZId.optional(),
  })
  .refine((r) => agreeing(r.currentGroupId, r.fromGroupId), { path: ['fromGroupId'], message: 'must be current_group_id when both are given' })
  .refine((r) => agreeing(r.newGroupId, r.toGroupId), { path: ['toGroupId'], message: 'must be new_group_id when both are given' })
  .transform(({ userIds, currentGroupId, newGroupId, fromGroupId, toGroupId }) => ({
    userIds,
    fromGroupId: currentGroupId ?? fromGroupId,
    toGroupId: newGroupId ?? toGroupId,
  }))
  .refine((r) => r.fromGroupId !== undefined, { path: ['currentGroupId'], message: 'is required' })
  .refine((r) => r.toGroupId !== undefined, { path: ['newGroupId'], message: 'is required' })
  .refine((r) => r.fromGroupId !== r.toGroupId, { path: ['newGroupId'], message: 'must differ from the current group' })
  // Both groups are known to be there once the checks above pass.
  .transform((r) => r as TMoveUsersRequest);
export type TMoveUsersRequest = { userIds: number[]; fromGroupId: number; toGroupId: number };

/** PUT /v2/user_permissions/{id} (spec §7): {user: {community_admin, group_admin}}, either or both. */
export const ZPermissionsRequest = z.object({
  user: z
    .object({ communityAdmin: z.boolean().optional(), groupAdmin: z.boolean().optional(), teacher: z.boolean().optional() })
    .refine((u) => u.communityAdmin !== undefined || u.groupAdmin !== undefined || u.teacher !== undefined, { message: 'names community_admin, group_admin or teacher' }),
});
export type TPermissionsChange = z.infer<typeof ZPermissionsRequest>['user'];

export const ZPermissions = z.object({ id: z.number().int(), communityAdmin: z.boolean(), groupAdmin: z.boolean(), teacher: z.boolean() });
export const ZBulkResult = z.object({ userIds: z.array(z.number().int()) });
export const ZMoveResult = z.object({ userIds: z.array(z.number().int()), fromGroupId: z.number().int(), toGroupId: z.number().int() });

/** The longest value of each column of a class list (an address may be 320 characters long, RFC 3696). */
export const INVITEE_FIELD_MAX = { email: 320, firstname: 200, lastname: 200 } as const;

/** One person of a class list: as read from a CSV line, not yet checked (the backend checks). */
export const ZInviteeRow = z.object({
  email: z.string().max(INVITEE_FIELD_MAX.email),
  firstname: z.string().max(INVITEE_FIELD_MAX.firstname),
  lastname: z.string().max(INVITEE_FIELD_MAX.lastname),
});
export type TInviteeRow = z.infer<typeof ZInviteeRow>;

/** POST /v2/invitations/preview and /bulk: the class list for one group of the session's community. */
export const ZBulkInvitationRequest = z.object({
  groupId: ZId,
  communityId: ZId,
  locale: z.enum(LOCALES).optional(),
  rows: z.array(ZInviteeRow).min(1).max(BULK_MAX),
});
export type TBulkInvitationRequest = z.infer<typeof ZBulkInvitationRequest>;

/**
 * The body limit of a class list, in characters of JSON: the longest list the schema accepts,
 * every value at its longest and every character escaped (`\u00e9` is 6), with room for each
 * row's names and punctuation and for the envelope. Derived from the schema, so that the limit
 * never refuses (413) a list the schema calls valid; about 0.9 MB, far below the web server's.
 */
const ROW_CHARS = 6 * (INVITEE_FIELD_MAX.email + INVITEE_FIELD_MAX.firstname + INVITEE_FIELD_MAX.lastname) + 128;
export const BULK_INVITATION_MAX_CHARS = BULK_MAX * ROW_CHARS + 4096;

/**
 * What a row would become, and what the send then does: `new` (no account: invited),
 * `reinvite` (pending here, and either its link used up or expired, or invited into another
 * group: a fresh link into this one), `addToGroup` (an account of the community, not in this
 * group: added to it, no mail), `member` (in this group already, registered or invited with a
 * live link: nothing done), `invalid` (see reason).
 */
export const INVITEE_STATUSES = ['new', 'reinvite', 'addToGroup', 'member', 'invalid'] as const;
export const INVALID_REASONS = ['email', 'firstname', 'lastname', 'duplicate', 'otherCommunity', 'outOfReach'] as const;
export const ZInviteePreview = z.object({
  row: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  status: z.enum(INVITEE_STATUSES),
  reason: z.enum(INVALID_REASONS).nullable(),
});
export type TInviteePreview = z.infer<typeof ZInviteePreview>;

/** After a bulk send: each row's outcome (`sent` for the ones invited by this call, `added` for the ones it put in the group). */
export const ZInviteeOutcome = ZInviteePreview.extend({ sent: z.boolean(), added: z.boolean() });
export type TInviteeOutcome = z.infer<typeof ZInviteeOutcome>;

export const AUDIT_ACTIONS = ['activated', 'deactivated', 'moved', 'permissionsChanged', 'invited', 'addedToGroup'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /v2/audit_log: who did what to whom, when, newest first. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  subject: z.object({ id: z.number().int().nullable(), name: z.string() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
