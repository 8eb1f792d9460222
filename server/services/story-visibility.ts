import 'server-only';
import { and, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { groupMemberships, groups, stories, storyGroups } from '../db/schema';
import type { Viewer } from './experience-visibility';

const qb = new QueryBuilder();
// Aliases of their own, so a query may use this condition next to the experience one.
const mine = alias(groupMemberships, 'story_viewer_memberships');
const theirs = alias(groupMemberships, 'story_author_memberships');

/**
 * Who may read a story, as a WHERE condition on `stories`: the very rules of experiences
 * (experience-visibility.ts `visibleTo`), with story_groups in place of experience_groups.
 *
 * - always: the story belongs to the viewer's session community (another community's: 404).
 * - private:   the author only.
 * - group:     the author, members of the story's groups, or of the author's own groups of
 *              that community when none was picked; community admins of that community.
 * - community, public: every member signed in to that community (public tokens are read
 *              elsewhere, not through this condition).
 *
 * Nobody signed in sees nothing through it. It names the un-aliased `stories` table.
 */
export function storyVisibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return sql`false`;
  const memberOfItsGroups = exists(
    qb
      .select({ one: sql`1` })
      .from(storyGroups)
      .innerJoin(mine, eq(mine.groupId, storyGroups.groupId))
      .where(and(eq(storyGroups.storyId, stories.id), eq(mine.userId, viewer.userId))),
  );
  const hasNoGroups = not(exists(qb.select({ one: sql`1` }).from(storyGroups).where(eq(storyGroups.storyId, stories.id))));
  const sharesAGroupWithAuthor = exists(
    qb
      .select({ one: sql`1` })
      .from(mine)
      .innerJoin(theirs, eq(theirs.groupId, mine.groupId))
      .innerJoin(groups, eq(groups.id, mine.groupId))
      .where(and(eq(mine.userId, viewer.userId), eq(theirs.userId, stories.userId), eq(groups.communityId, stories.communityId))),
  );
  const groupReaders = viewer.communityAdmin ? sql`true` : or(memberOfItsGroups, and(hasNoGroups, sharesAGroupWithAuthor));
  return and(
    eq(stories.communityId, viewer.communityId),
    or(
      eq(stories.userId, viewer.userId),
      inArray(stories.sharingParameters, ['community', 'public']),
      and(eq(stories.sharingParameters, 'group'), groupReaders),
    ),
  )!;
}
