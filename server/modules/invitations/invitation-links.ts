import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { INVITATION_LINK_VALID_DAYS } from '@/lib/shared/validation/invitation';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { Database } from '../../db/client';
import { communities, groups, invitationLinks } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { DomainError, notFound } from '../../platform/errors';
import { groupOpenToInvitations, sendInvitation } from './invitations';
import { newOpaqueToken } from '../../platform/tokens';
import { liveOnHost } from '../../platform/live-on-host';

export const PUBLIC_LINK_PATH = '/auth/register/public-link';
export const invalidInvitationLink = () => new DomainError('notFound', 'INVALID_INVITATION_LINK', 'This invitation link has been turned off or has expired');

const linkUrl = (appOrigin: string, slug: string, token: string) => `${communityOrigin(new URL(appOrigin), slug)}${PUBLIC_LINK_PATH}?token=${token}`;

/** Spec §7 POST /v2/invitation_links: whoever may invite into the group may make its link. */
export async function createInvitationLink(db: Database, auth: AuthSession, groupId: number, appOrigin: string) {
  const group = await groupOpenToInvitations(db, auth, groupId);
  const token = newOpaqueToken();
  const [link] = await db
    .insert(invitationLinks)
    .values({ communityId: auth.community.id, groupId: group.id, createdBy: auth.user.id, token, expiresAt: new Date(Date.now() + INVITATION_LINK_VALID_DAYS * 86_400_000) })
    .returning();
  return { id: link.id, token, url: linkUrl(appOrigin, auth.community.slug, token), groupId: group.id, expiresAt: link.expiresAt.toISOString() };
}

/** Turning a link off (not in the spec; the issue asks links to be revocable): the same people who may make it. */
export async function revokeInvitationLink(db: Database, auth: AuthSession, id: number) {
  const [link] = await db.select().from(invitationLinks).where(and(eq(invitationLinks.id, id), eq(invitationLinks.communityId, auth.community.id)));
  if (!link) throw notFound('Invitation link');
  await groupOpenToInvitations(db, auth, link.groupId);
  await db.update(invitationLinks).set({ revokedAt: new Date() }).where(and(eq(invitationLinks.id, id), isNull(invitationLinks.revokedAt)));
}

async function liveLink(db: Database, token: string, hostCommunityId: number | null) {
  const [row] = await db
    .select({ link: invitationLinks, community: communities, group: groups })
    .from(invitationLinks)
    .innerJoin(communities, eq(communities.id, invitationLinks.communityId))
    .innerJoin(groups, eq(groups.id, invitationLinks.groupId))
    .where(and(eq(invitationLinks.token, token), isNull(invitationLinks.revokedAt), gt(invitationLinks.expiresAt, new Date())));
  return liveOnHost(row, (r) => r.community.id, hostCommunityId, invalidInvitationLink);
}

export async function readInvitationLink(db: Database, token: string, hostCommunityId: number | null) {
  const { community, group } = await liveLink(db, token, hostCommunityId);
  return { community: { name: community.name, slug: community.slug }, group: { id: group.id, name: group.name } };
}

/**
 * Spec §7 POST /v2/invitation_link_registrations: anyone holding the link asks for an account.
 * Nothing is granted yet: the person becomes pending and gets a mail to confirm the address and
 * choose a password (the invitation's register form). An address that already has an account
 * gets nothing, and the answer is the same, so the link cannot be used to find out who is here.
 */
export async function registerThroughLink(
  db: Database,
  request: { invitationToken: string; userAttributes: { email: string; firstname: string; lastname: string; locale: TLocale } },
  hostCommunityId: number | null,
  appOrigin: string,
): Promise<boolean> {
  const { community, group } = await liveLink(db, request.invitationToken, hostCommunityId);
  const { locale, ...person } = request.userAttributes;
  try {
    await sendInvitation(db, { community, group, person, locale, inviter: null }, appOrigin);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_REGISTERED') return false;
    throw error;
  }
}
