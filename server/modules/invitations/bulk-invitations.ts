import 'server-only';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { TBulkInvitationRequest, TInviteeOutcome, TInviteePreview } from '@/lib/shared/validation/manage-members';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { communityMemberships, groupMemberships, invitations, users } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { DomainError, notFound } from '../../platform/errors';
import type { GroupRow } from '../groups';
import { groupOpenToInvitations, sendInvitation } from './invitations';
import { mailLocale } from '../mail';
import { addToGroup } from '../members';
import { inManagedGroups } from '../members';

const ZEmail = z.email().max(254);
const NAME_MAX = 100;

const validName = (name: string) => name.length > 0 && name.length <= NAME_MAX;

type TAccount = { id: number; firstname: string; lastname: string };
type TClassified = TInviteePreview & { account: TAccount | null };

/**
 * What each row of a class list would become, without sending anything (the preview
 * before the send). Addresses are compared lower-cased, as accounts store them; a second row
 * with the same address is a duplicate. One statement reads the accounts the list names, with
 * their place in the community and in the chosen group.
 */
async function classify(db: Database, auth: AuthSession, request: TBulkInvitationRequest): Promise<{ group: GroupRow; rows: TClassified[] }> {
  if (request.communityId !== auth.community.id) throw notFound('Community');
  const group = await groupOpenToInvitations(db, auth, request.groupId);
  const rows = request.rows.map((r, row) => ({ row, email: r.email.trim().toLowerCase(), firstname: r.firstname.trim(), lastname: r.lastname.trim() }));
  const emails = [...new Set(rows.map((r) => r.email).filter((e) => ZEmail.safeParse(e).success))];
  const now = new Date();
  const known = emails.length
    ? await db
        .selectDistinctOn([users.id], {
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          status: users.status,
          communityAdmin: users.communityAdmin,
          member: communityMemberships.userId,
          inGroup: groupMemberships.userId,
          liveInvitation: invitations.id,
        })
        .from(users)
        .leftJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, auth.community.id)))
        .leftJoin(groupMemberships, and(eq(groupMemberships.userId, users.id), eq(groupMemberships.groupId, request.groupId)))
        .leftJoin(
          invitations,
          and(eq(invitations.userId, users.id), isNull(invitations.acceptedAt), isNull(invitations.retiredAt), gt(invitations.expiresAt, now)),
        )
        .where(inArray(users.email, emails))
    : [];
  const byEmail = new Map(known.map((k) => [k.email, k]));
  // A group admin brings into their group only people already in one of their groups, never a
  // community admin: otherwise a class list would put under their hand (deactivate, move)
  // anyone of the community whose address they know.
  const outsiders = known.filter((k) => k.member !== null && k.inGroup === null).map((k) => k.id);
  const reachable = auth.user.communityAdmin ? new Set(outsiders) : await inManagedGroups(db, auth, outsiders);
  const seen = new Set<string>();
  const classified = rows.map((r): TClassified => {
    const invalid = (reason: NonNullable<TInviteePreview['reason']>): TClassified => ({ ...r, status: 'invalid', reason, account: null });
    if (!ZEmail.safeParse(r.email).success) return invalid('email');
    if (seen.has(r.email)) return invalid('duplicate');
    seen.add(r.email);
    if (!validName(r.firstname)) return invalid('firstname');
    if (!validName(r.lastname)) return invalid('lastname');
    const found = byEmail.get(r.email);
    if (!found) return { ...r, status: 'new', reason: null, account: null };
    if (found.member === null) return invalid('otherCommunity');
    const account = { id: found.id, firstname: found.firstname, lastname: found.lastname };
    const registered = found.status !== 'pending';
    if (found.inGroup !== null && (registered || found.liveInvitation !== null)) return { ...r, status: 'member', reason: null, account };
    if (found.inGroup === null && (!reachable.has(found.id) || (found.communityAdmin && !auth.user.communityAdmin))) return invalid('outOfReach');
    return { ...r, status: registered ? 'addToGroup' : 'reinvite', reason: null, account };
  });
  return { group, rows: classified };
}

/** POST /v2/invitations/preview: each row as the send would treat it. */
export async function previewInvitations(db: Database, auth: AuthSession, request: TBulkInvitationRequest): Promise<TInviteePreview[]> {
  return (await classify(db, auth, request)).rows.map(({ row, email, firstname, lastname, status, reason }) => ({ row, email, firstname, lastname, status, reason }));
}

/**
 * POST /v2/invitations/bulk: does what the preview said, one transaction per row: invites the
 * new and reinvite rows (the person, their invitation, its mail and its audit record together),
 * adds the addToGroup ones to the group (with their audit record). A row that fails does not
 * take back the rows already done. Idempotent per address: sent again, the same list finds
 * everyone in the group, registered or invited with a live link, and does nothing. Two sends
 * racing on one address: the second meets the first's work and reports it as member.
 */
export async function sendBulkInvitations(db: Database, auth: AuthSession, request: TBulkInvitationRequest, appOrigin: string): Promise<TInviteeOutcome[]> {
  const { group, rows: classified } = await classify(db, auth, request);
  const locale = request.locale ?? mailLocale(auth.user.locale);
  const outcomes: TInviteeOutcome[] = [];
  for (const { account, ...row } of classified) {
    const done = { ...row, sent: false, added: false };
    const already = { ...done, status: 'member' as const };
    if (row.status === 'addToGroup' && account) {
      outcomes.push((await addToGroup(db, auth, group, account)) ? { ...done, added: true } : already);
      continue;
    }
    if (row.status !== 'new' && row.status !== 'reinvite') {
      outcomes.push(done);
      continue;
    }
    try {
      await sendInvitation(db, { community: auth.community, group, person: row, locale, inviter: auth }, appOrigin);
      outcomes.push({ ...done, sent: true });
    } catch (error) {
      if (!isUniqueViolation(error) && !(error instanceof DomainError && error.code === 'ALREADY_REGISTERED')) throw error;
      outcomes.push(already);
    }
  }
  return outcomes;
}
