import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { INVITATION_VALID_DAYS, type TInvitationRegistration, type TInviteRequest } from '@/lib/shared/validation/invitation';
import { inTransaction, type Database } from '../../db/client';
import { communities, communityMemberships, groupMemberships, groups, invitations, users } from '../../db/schema';
import { recordActivity } from '../accounts';
import type { AuthSession } from '../accounts';
import { DomainError, forbidden, notFound } from '../../platform/errors';
import { findAdministeredGroup, type GroupRow } from '../groups';
import type { CommunityRow } from '../communities';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { enqueueMail } from '../mail';
import { invitationMail, mailLocale, registrationConfirmationMail } from '../mail';
import { recordAudit } from '../members';
import { fullName } from '../members';
import { hashPassword } from '../accounts';
import { digestToken, newOpaqueToken } from '../../platform/tokens';
import { findUserByEmail } from '../accounts';
import { liveOnHost } from '../../platform/live-on-host';

export const INVITATION_TTL_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;
export const REGISTER_PATH = '/auth/register/form';

export const alreadyRegistered = () => new DomainError('conflict', 'ALREADY_REGISTERED', 'This address already has an account');
export const invalidInvitation = () => new DomainError('notFound', 'INVALID_INVITATION', 'This invitation has been used, has expired or was replaced');

/** Community admins act on any group of the community; group admins on a group they belong to. */
export const groupOpenToInvitations = (db: Database, auth: AuthSession, groupId: number): Promise<GroupRow> =>
  findAdministeredGroup(db, auth, groupId, 'invite into it');

type TInvitationSent = {
  community: CommunityRow;
  group: GroupRow;
  person: { email: string; firstname: string; lastname: string };
  locale: TLocale;
  /** The admin who invited (named in the mail, recorded in the audit log); null when the person asked through an invitation link. */
  inviter: AuthSession | null;
  /** Invited as a teacher: the account is one from the start (the mail says so). */
  teacher?: boolean;
};

/**
 * Makes the person a pending member of the group with a fresh invitation (earlier ones retired)
 * and queues its mail: from an admin, the invitation, with its audit record in the same
 * transaction; through a link, the confirmation of the address (nobody acted on anyone: no
 * record). Both lead to the register form. Throws ALREADY_REGISTERED for an address with an
 * account, or pending in another community (theirs to finish, not ours to take).
 */
export async function sendInvitation(db: Database, { community, group, person, locale, inviter, teacher = false }: TInvitationSent, appOrigin: string) {
  const existing = await findUserByEmail(db, person.email);
  if (existing && existing.status !== 'pending') throw alreadyRegistered();
  const token = newOpaqueToken();
  const url = `${communityOrigin(new URL(appOrigin), community.slug)}${localizedPath(locale, REGISTER_PATH)}?invitation_token=${token}`;
  return inTransaction(db, async (tx) => {
    let invitee = existing;
    if (invitee) {
      const [member] = await tx
        .select()
        .from(communityMemberships)
        .where(and(eq(communityMemberships.userId, invitee.id), eq(communityMemberships.communityId, community.id)));
      if (!member) throw alreadyRegistered();
      await tx.update(invitations).set({ retiredAt: new Date() }).where(and(eq(invitations.userId, invitee.id), isNull(invitations.acceptedAt), isNull(invitations.retiredAt)));
      if (teacher && !invitee.isTeacher) [invitee] = await tx.update(users).set({ isTeacher: true }).where(eq(users.id, invitee.id)).returning();
    } else {
      [invitee] = await tx
        .insert(users)
        .values({ email: person.email.trim().toLowerCase(), firstname: person.firstname, lastname: person.lastname, locale, status: 'pending', isTeacher: teacher })
        .returning();
      await tx.insert(communityMemberships).values({ userId: invitee.id, communityId: community.id, position: 0 });
    }
    await tx.insert(groupMemberships).values({ userId: invitee.id, groupId: group.id, position: 0 }).onConflictDoNothing();
    await tx.insert(invitations).values({
      userId: invitee.id,
      communityId: community.id,
      groupId: group.id,
      invitedBy: inviter?.user.id ?? null,
      tokenHash: digestToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const values = { firstname: invitee.firstname, community: community.name, group: group.name, url, validDays: INVITATION_VALID_DAYS };
    await enqueueMail(tx, {
      communityId: community.id,
      recipient: invitee.email,
      locale,
      ...(inviter
        ? { kind: 'invitation' as const, ...invitationMail(locale, { ...values, inviter: fullName(inviter.user), teacher }) }
        : { kind: 'registrationConfirmation' as const, ...registrationConfirmationMail(locale, values) }),
    });
    if (inviter) await recordAudit(tx, inviter, [{ action: 'invited', subject: invitee, details: { email: invitee.email, group: { id: group.id, name: group.name }, ...(teacher && { teacher }) } }]);
    return { id: invitee.id, email: invitee.email, firstname: invitee.firstname, lastname: invitee.lastname, status: invitee.status, groupId: group.id };
  });
}

/**
 * Spec §7 POST /v2/invitation: an admin invites by e-mail (groupOpenToInvitations says who may
 * where); the mail is in the language chosen, else the inviter's. An address that registered is
 * refused (409); a pending one gets a fresh link.
 */
export async function invite(db: Database, auth: AuthSession, request: TInviteRequest, appOrigin: string) {
  if (request.communityId !== auth.community.id) throw notFound('Community');
  const group = await groupOpenToInvitations(db, auth, request.groupId);
  // Being a teacher is granted by a community admin only, as on the members page.
  if (request.teacher && !auth.user.communityAdmin) throw forbidden('Only a community admin can invite a teacher');
  const locale = request.locale ?? mailLocale(auth.user.locale);
  return sendInvitation(db, { community: auth.community, group, person: request.user, locale, inviter: auth, teacher: request.teacher }, appOrigin);
}

const live = (token: string, now: Date) =>
  and(eq(invitations.tokenHash, digestToken(token)), isNull(invitations.acceptedAt), isNull(invitations.retiredAt), gt(invitations.expiresAt, now));

/** Spec §7 GET /v2/invitation/{token}: what the register form shows; only on the invitation's own community host. */
export async function readInvitation(db: Database, token: string, hostCommunityId: number | null) {
  const [found] = await db
    .select({ invitation: invitations, user: users, community: communities, group: groups })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(communities, eq(communities.id, invitations.communityId))
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .where(live(token, new Date()))
    .limit(1);
  const row = liveOnHost(found, (r) => r.community.id, hostCommunityId, invalidInvitation);
  return {
    email: row.user.email,
    firstname: row.user.firstname,
    lastname: row.user.lastname,
    locale: row.user.locale,
    community: { name: row.community.name, slug: row.community.slug },
    group: { id: row.group.id, name: row.group.name },
  };
}

/**
 * Spec §7 PUT /v2/invitation: the person sets their names, language and password and becomes
 * an accepted member. The token is spent in the statement that checks it (two tabs, one wins).
 */
export async function acceptInvitation(db: Database, registration: TInvitationRegistration, hostCommunityId: number | null) {
  const hash = await hashPassword(registration.password);
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(live(registration.invitationToken, now), hostCommunityId === null ? undefined : eq(invitations.communityId, hostCommunityId)))
      .returning({ userId: invitations.userId, communityId: invitations.communityId, groupId: invitations.groupId });
    if (!spent) throw invalidInvitation();
    const [user] = await tx
      .update(users)
      .set({ firstname: registration.firstname, lastname: registration.lastname, locale: registration.locale, passwordHash: hash, status: 'accepted', updatedAt: now })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email });
    await tx.update(invitations).set({ retiredAt: now }).where(and(eq(invitations.userId, spent.userId), isNull(invitations.acceptedAt), isNull(invitations.retiredAt)));
    const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, spent.groupId));
    await recordActivity(tx, { userId: spent.userId, communityId: spent.communityId, kind: 'joinedGroup', subjectName: group.name });
    return user;
  });
}
