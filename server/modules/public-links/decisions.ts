import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { publicItemPath } from '@/lib/shared/i18n/public-item-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import {
  PUBLIC_LINK_KINDS,
  type TPublicLinkDecided,
  type TPublicLinkDecision,
  type TPublicLinkKind,
  type TPublicLinkRequest,
} from '@/lib/shared/validation/public-links';
import { inTransaction, type Database } from '../../db/client';
import { communities, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthSession } from '../accounts';
import { enqueueMail, mailLocale, publicLinkDecisionMail } from '../mail';
import { experienceVisibleTo, publicLinkState, readPublicLinkRule, storyVisibleTo, viewerOf } from '../sharing';
import { decidesFor, isApprover } from './approvers';
import { LINKED_TABLES, memberPath, NO_LINK, TITLE_TEXT, titleOf } from './items';

export const notWaiting = () =>
  conflict('PUBLIC_LINK_NOT_WAITING', 'This public link is not waiting for a decision: it was approved or refused already, is no longer public, or the community no longer asks for approval');

export const requireApprover = (auth: AuthSession) => {
  if (!isApprover(auth)) throw forbidden('Only a group admin or a community admin decides on public links');
};

/** The public links waiting for the caller's decision in the session's community, oldest request first. */
export async function listWaitingLinks(db: Database, auth: AuthSession): Promise<TPublicLinkRequest[]> {
  const lists = await Promise.all(
    PUBLIC_LINK_KINDS.map(async (kind) => {
      const table = LINKED_TABLES[kind];
      const rows = await db
        .select({
          id: table.id,
          text: TITLE_TEXT[kind],
          author: { id: users.id, firstname: users.firstname, lastname: users.lastname },
          requestedAt: table.publicLinkRequestedAt,
          updatedAt: table.updatedAt,
        })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .innerJoin(communities, eq(communities.id, table.communityId))
        .where(
          and(
            eq(table.communityId, auth.community.id),
            eq(communities.publicLinks, 'approval'),
            eq(table.sharingParameters, 'public'),
            isNull(table.publicLinkApprovedAt),
            decidesFor(auth, table.userId),
          ),
        );
      // Every waiting link has asked (made public, or the switch to approval); the update is a safety net.
      return rows.map((row) => ({ kind, id: row.id, title: titleOf(kind, row.text), author: row.author, requestedAt: (row.requestedAt ?? row.updatedAt).toISOString() }));
    }),
  );
  return lists.flat().sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

export type DecidableLink = { kind: TPublicLinkKind; id: number };

/** Rights before work: an item the caller cannot see is not found (404); one whose author they do not decide for is not theirs (403). */
export async function findDecidableLink(db: Database, auth: AuthSession, kind: TPublicLinkKind, id: number): Promise<DecidableLink> {
  const table = LINKED_TABLES[kind];
  const viewer = viewerOf(auth)!;
  const visible = kind === 'experiences' ? experienceVisibleTo(viewer) : storyVisibleTo(viewer);
  const [found] = await db
    .select({ decides: sql<boolean>`${decidesFor(auth, table.userId)}` })
    .from(table)
    .where(and(eq(table.id, id), visible));
  if (!found) throw notFound(kind === 'experiences' ? 'Experience' : 'Story');
  if (!found.decides) throw forbidden("Only a group admin of the author's groups, or a community admin, decides on this public link");
  return { kind, id };
}

/**
 * Approves (the link goes live) or refuses (the item falls back to the community, its link
 * forgotten) a waiting public link, and mails the author. The item's row is locked first, so
 * of two approvers deciding at once one decides and the other finds it decided (409).
 */
export async function decidePublicLink(db: Database, auth: AuthSession, link: DecidableLink, decision: TPublicLinkDecision, appOrigin: string): Promise<TPublicLinkDecided> {
  const { kind, id } = link;
  const table = LINKED_TABLES[kind];
  return inTransaction(db, async (tx) => {
    const [item] = await tx
      .select({
        communityId: table.communityId,
        sharingParameters: table.sharingParameters,
        publicLinkApprovedAt: table.publicLinkApprovedAt,
        publicToken: table.publicToken,
        text: TITLE_TEXT[kind],
        author: { email: users.email, firstname: users.firstname, locale: users.locale },
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, id))
      .for('update', { of: table });
    const rule = await readPublicLinkRule(tx, item.communityId);
    if (publicLinkState(rule, item) !== 'waiting') throw notWaiting();
    const approved = decision === 'approve';
    if (approved) await tx.update(table).set({ publicLinkApprovedAt: new Date(), publicLinkApprovedBy: auth.user.id }).where(eq(table.id, id));
    else await tx.update(table).set({ ...NO_LINK, sharingParameters: 'community', updatedAt: new Date() }).where(eq(table.id, id));
    const origin = communityOrigin(new URL(appOrigin), auth.community.slug);
    const locale = mailLocale(item.author.locale);
    await enqueueMail(tx, {
      communityId: item.communityId,
      recipient: item.author.email,
      locale,
      kind: approved ? 'publicLinkApproved' : 'publicLinkRefused',
      ...publicLinkDecisionMail(locale, approved ? 'approved' : 'refused', {
        firstname: item.author.firstname,
        approver: `${auth.user.firstname} ${auth.user.lastname}`,
        title: titleOf(kind, item.text),
        community: auth.community.name,
        url: `${origin}${approved ? publicItemPath(locale, kind, item.publicToken) : localizedPath(locale, memberPath(kind, id))}`,
      }),
    });
    return { kind, id, sharingParameters: approved ? 'public' : 'community', publicLink: approved ? 'live' : null };
  });
}
