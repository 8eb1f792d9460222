import 'server-only';
import { and, eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { experienceGroups, experiences, groupMemberships, groups } from '../db/schema';
import type { AuthSession } from './auth';

/** Who is looking: a signed-in member of one community (the session's), or nobody. */
export type Viewer = { userId: number; communityId: number; communityAdmin: boolean };

export const viewerOf = (auth: AuthSession | null): Viewer | null =>
  auth ? { userId: auth.user.id, communityId: auth.community.id, communityAdmin: auth.user.communityAdmin } : null;

const qb = new QueryBuilder();
const mine = alias(groupMemberships, 'viewer_memberships');
const theirs = alias(groupMemberships, 'author_memberships');

/**
 * Who may read an experience (spec §3 sharingParameters), as a WHERE condition on
 * `experiences`, so that a page of a journal is filtered in the database, never after it.
 *
 * Always first: the experience belongs to the viewer's session community. Another
 * community's experience is invisible whatever its level, and the routes answer 404.
 *
 * - private:   the author only.
 * - group:     the author, and members of any of the experience's groups (experience_groups).
 *              An experience shared with "my group" but no group picked falls back to the
 *              author's own groups in that community. Community admins of the same community
 *              see group-level items too (they follow every group of the community).
 * - community: every member signed in to the experience's community.
 * - public:    the same as community for signed-in members; in addition anyone, signed in or
 *              not, reads it through its public token (GET /v2/experiences/public_experience),
 *              which is not this condition's business.
 *
 * Nobody signed in sees nothing through this condition.
 *
 * The condition names the `experiences` table itself: use it in queries on the un-aliased
 * table (joining experience_groups or group_memberships outside is fine; its subqueries
 * use their own aliases).
 */
export function visibleTo(viewer: Viewer | null): SQL {
  if (!viewer) return sql`false`;
  const memberOfItsGroups = exists(
    qb
      .select({ one: sql`1` })
      .from(experienceGroups)
      .innerJoin(mine, eq(mine.groupId, experienceGroups.groupId))
      .where(and(eq(experienceGroups.experienceId, experiences.id), eq(mine.userId, viewer.userId))),
  );
  const hasNoGroups = not(
    exists(qb.select({ one: sql`1` }).from(experienceGroups).where(eq(experienceGroups.experienceId, experiences.id))),
  );
  const sharesAGroupWithAuthor = exists(
    qb
      .select({ one: sql`1` })
      .from(mine)
      .innerJoin(theirs, eq(theirs.groupId, mine.groupId))
      .innerJoin(groups, eq(groups.id, mine.groupId))
      .where(and(eq(mine.userId, viewer.userId), eq(theirs.userId, experiences.userId), eq(groups.communityId, experiences.communityId))),
  );
  const groupReaders = viewer.communityAdmin ? sql`true` : or(memberOfItsGroups, and(hasNoGroups, sharesAGroupWithAuthor));
  return and(
    eq(experiences.communityId, viewer.communityId),
    or(
      eq(experiences.userId, viewer.userId),
      inArray(experiences.sharingParameters, ['community', 'public']),
      and(eq(experiences.sharingParameters, 'group'), groupReaders),
    ),
  )!;
}
