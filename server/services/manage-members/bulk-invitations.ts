import 'server-only';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { TBulkInvitationRequest, TInviteeOutcome, TInviteePreview } from '@/lib/validation/manage-members';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { communityMemberships, invitations, users } from '../../db/schema';
import type { AuthSession } from '../auth';
import { DomainError, notFound } from '../errors';
import { groupOpenToInvitations, sendInvitation } from '../invitations';
import { mailLocale } from '../mail/templates';

const ZEmail = z.email().max(254);
const NAME_MAX = 100;

const validName = (name: string) => name.length > 0 && name.length <= NAME_MAX;

/**
 * What each row of a class list would become, without sending anything (issue 12: the preview
 * before the send). Addresses are compared lower-cased, as accounts store them; a second row
 * with the same address is a duplicate. One statement reads the accounts the list names.
 */
export async function previewInvitations(db: Database, auth: AuthSession, request: TBulkInvitationRequest): Promise<TInviteePreview[]> {
  if (request.communityId !== auth.community.id) throw notFound('Community');
  await groupOpenToInvitations(db, auth, request.groupId);
  const rows = request.rows.map((r, row) => ({ row, email: r.email.trim().toLowerCase(), firstname: r.firstname.trim(), lastname: r.lastname.trim() }));
  const emails = [...new Set(rows.map((r) => r.email).filter((e) => ZEmail.safeParse(e).success))];
  const now = new Date();
  const known = emails.length
    ? await db
        .selectDistinctOn([users.id], {
          email: users.email,
          status: users.status,
          member: communityMemberships.userId,
          liveInvitation: invitations.id,
        })
        .from(users)
        .leftJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, auth.community.id)))
        .leftJoin(
          invitations,
          and(eq(invitations.userId, users.id), isNull(invitations.acceptedAt), isNull(invitations.retiredAt), gt(invitations.expiresAt, now)),
        )
        .where(inArray(users.email, emails))
    : [];
  const byEmail = new Map(known.map((k) => [k.email, k]));
  const seen = new Set<string>();
  return rows.map((r): TInviteePreview => {
    const invalid = (reason: NonNullable<TInviteePreview['reason']>): TInviteePreview => ({ ...r, status: 'invalid', reason });
    if (!ZEmail.safeParse(r.email).success) return invalid('email');
    if (seen.has(r.email)) return invalid('duplicate');
    seen.add(r.email);
    if (!validName(r.firstname)) return invalid('firstname');
    if (!validName(r.lastname)) return invalid('lastname');
    const account = byEmail.get(r.email);
    if (!account) return { ...r, status: 'new', reason: null };
    if (account.member === null) return invalid('otherCommunity');
    if (account.status !== 'pending' || account.liveInvitation !== null) return { ...r, status: 'member', reason: null };
    return { ...r, status: 'reinvite', reason: null };
  });
}

/**
 * POST /v2/invitations/bulk: invites the rows the preview calls new or reinvite, one
 * transaction per row (the person, their invitation, its mail and its audit record together):
 * a row that fails does not take back the invitations already mailed. Idempotent per address:
 * sent again, the same list finds everyone invited with a live link, and sends nothing. Two
 * sends racing on one address: the second meets the first's account and reports it as member.
 */
export async function sendBulkInvitations(db: Database, auth: AuthSession, request: TBulkInvitationRequest, appOrigin: string): Promise<TInviteeOutcome[]> {
  const preview = await previewInvitations(db, auth, request);
  const group = await groupOpenToInvitations(db, auth, request.groupId);
  const locale = request.locale ?? mailLocale(auth.user.locale);
  const outcomes: TInviteeOutcome[] = [];
  for (const row of preview) {
    if (row.status !== 'new' && row.status !== 'reinvite') {
      outcomes.push({ ...row, sent: false });
      continue;
    }
    try {
      await sendInvitation(db, { community: auth.community, group, person: row, locale, inviter: auth }, appOrigin);
      outcomes.push({ ...row, sent: true });
    } catch (error) {
      if (!isUniqueViolation(error) && !(error instanceof DomainError && error.code === 'ALREADY_REGISTERED')) throw error;
      outcomes.push({ ...row, status: 'member', sent: false });
    }
  }
  return outcomes;
}
