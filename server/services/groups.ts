import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groups } from '../db/schema';

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
