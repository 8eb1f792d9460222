import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groupMemberships, groups } from '../db/schema';

export type GroupRow = typeof groups.$inferSelect;

/** A group of that community, or null: another community's group does not exist for its members. */
export async function findCommunityGroup(db: Database, id: number, communityId: number): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.communityId, communityId)))
    .limit(1);
  return row ?? null;
}

/** GET /v2/groups/{id}?view=group_info (spec §7), as lib/api TGroupSummary. */
export const serializeGroupInfo = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logoUrl: row.logoUrl,
  communityId: row.communityId,
});

/**
 * GET /v2/groups/search_groups: the groups a person may act on in their community: all of them
 * for a community admin, their own for anyone else; by name.
 */
export async function listActionableGroups(db: Database, user: { id: number; communityAdmin: boolean }, communityId: number) {
  const own = db.select({ groupId: groupMemberships.groupId }).from(groupMemberships).where(eq(groupMemberships.userId, user.id));
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.communityId, communityId), user.communityAdmin ? undefined : inArray(groups.id, own)))
    .orderBy(asc(groups.name), asc(groups.id));
}

