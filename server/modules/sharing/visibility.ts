import 'server-only';
import { and, eq, exists, inArray, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { experienceGroups, experiences, groupMemberships, groups, portraitGroups, portraits, stories, storyGroups } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, notFound } from '../../platform/errors';
import { experienceLinkLive } from './public-link';

/**
 * Who is looking: a signed-in member of one community (the session's), or nobody. `locale` picks
 * the names of the community's skills (skill_translations); without it, their own names.
 */
export type Viewer = { userId: number; communityId: number; communityAdmin: boolean; locale?: string };

/**
 * A viewer as a statement names it: its values, or placeholders filled at each run of a statement
 * compiled once (server/db/prepared.ts). Whether they are a community admin changes the
 * statement's shape, so it stays a value.
 */
export type ViewerRef = { userId: number | Placeholder; communityId: number | Placeholder; communityAdmin: boolean };

export const viewerPlaceholders = (communityAdmin: boolean): ViewerRef => ({
  userId: sql.placeholder('viewerId'),
  communityId: sql.placeholder('communityId'),
  communityAdmin,
});
export const viewerValues = (viewer: Viewer) => ({ viewerId: viewer.userId, communityId: viewer.communityId });

/** `locale`: the reader's (server/http/reader-locale.ts) where names are read; the account's by default. */
export const viewerOf = (auth: AuthSession | null, locale?: string | null): Viewer | null =>
  auth ? { userId: auth.user.id, communityId: auth.community.id, communityAdmin: auth.user.communityAdmin, locale: locale ?? auth.user.locale } : null;

/** A kind of journal item: its table's columns and the table linking it to the groups it is shared with. */
type ItemKind = {
  item: { id: PgColumn; userId: PgColumn; communityId: PgColumn; sharingParameters: PgColumn };
  links: { table: PgTable; itemId: PgColumn; groupId: PgColumn };
  /** Aliases of its own, so that one query may use the conditions of both kinds side by side. */
  aliasPrefix: string;
};

const qb = new QueryBuilder();

/**
 * Who may read a journal item (spec §3 sharingParameters), as a WHERE condition on the item's
 * own table, so that a page of a journal is filtered in the database, never after it.
 *
 * Always first: the item belongs to the viewer's session community. Another community's item
 * is invisible whatever its level, and the routes answer 404.
 *
 * - private:   the author only.
 * - group:     the author, and members of any of the item's groups. An item shared with "my
 *              group" but no group picked falls back to the author's own groups in that
 *              community. Community admins of the same community see group-level items too
 *              (they follow every group of the community).
 * - community: every member signed in to the item's community.
 * - public:    the same as community for signed-in members; in addition anyone, signed in or
 *              not, reads it through its public token while its link is live under the
 *              community's rule (public-link.ts), which is not this condition's business.
 *
 * Nobody signed in sees nothing through this condition. It names the un-aliased item table.
 */
function visibilityFor({ item, links, aliasPrefix }: ItemKind) {
  const mine = alias(groupMemberships, `${aliasPrefix}_viewer_memberships`);
  const theirs = alias(groupMemberships, `${aliasPrefix}_author_memberships`);
  return (viewer: ViewerRef | null): SQL => {
    if (!viewer) return sql`false`;
    const memberOfItsGroups = exists(
      qb
        .select({ one: sql`1` })
        .from(links.table)
        .innerJoin(mine, eq(mine.groupId, links.groupId))
        .where(and(eq(links.itemId, item.id), eq(mine.userId, viewer.userId))),
    );
    const hasNoGroups = not(exists(qb.select({ one: sql`1` }).from(links.table).where(eq(links.itemId, item.id))));
    const sharesAGroupWithAuthor = exists(
      qb
        .select({ one: sql`1` })
        .from(mine)
        .innerJoin(theirs, eq(theirs.groupId, mine.groupId))
        .innerJoin(groups, eq(groups.id, mine.groupId))
        .where(and(eq(mine.userId, viewer.userId), eq(theirs.userId, item.userId), eq(groups.communityId, item.communityId))),
    );
    const groupReaders = viewer.communityAdmin ? sql`true` : or(memberOfItsGroups, and(hasNoGroups, sharesAGroupWithAuthor));
    return and(
      eq(item.communityId, viewer.communityId),
      or(
        eq(item.userId, viewer.userId),
        inArray(item.sharingParameters, ['community', 'public']),
        and(eq(item.sharingParameters, 'group'), groupReaders),
      ),
    )!;
  };
}

export const experienceVisibleTo = visibilityFor({
  item: experiences,
  links: { table: experienceGroups, itemId: experienceGroups.experienceId, groupId: experienceGroups.groupId },
  aliasPrefix: 'experience',
});

export const storyVisibleTo = visibilityFor({
  item: stories,
  links: { table: storyGroups, itemId: storyGroups.storyId, groupId: storyGroups.groupId },
  aliasPrefix: 'story',
});

/** A portrait is named by its author's id: that column stands for the item's id and its author's. */
export const portraitVisibleTo = visibilityFor({
  item: { id: portraits.userId, userId: portraits.userId, communityId: portraits.communityId, sharingParameters: portraits.sharingParameters },
  links: { table: portraitGroups, itemId: portraitGroups.portraitId, groupId: portraitGroups.groupId },
  aliasPrefix: 'portrait',
});

/**
 * Which experiences of a story a reader sees (README decisions): putting an experience in a
 * story does not share it further than its own level. A signed-in member of the story's
 * community sees those they may read anyway; a reader through the public link (or from
 * another community) only the public ones whose own link is live.
 */
export const experienceShownInStory = (viewer: ViewerRef | null): SQL => (viewer ? experienceVisibleTo(viewer) : experienceLinkLive);

/**
 * Tenant first, then rights, for every kind of item: one the viewer cannot see does not exist
 * (404); one they can see but did not write is not theirs to change (403).
 */
export function requireAuthor<Row extends { userId: number }>(visible: Row | null, viewer: Viewer, what: 'Experience' | 'Story' | 'Portrait'): Row {
  if (!visible) throw notFound(what);
  if (visible.userId !== viewer.userId) throw forbidden(`Only the author can change this ${what.toLowerCase()}`);
  return visible;
}
