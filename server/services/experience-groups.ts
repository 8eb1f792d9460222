import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TSharing } from '@/lib/validation/experience-rules';
import type { Database } from '../db/client';
import { experienceGroups, groupMemberships, groups } from '../db/schema';
import { InvalidError } from './errors';

/**
 * A learner shares with groups they belong to, in the community they are signed in to.
 * Any other id (another community's group, a group of theirs elsewhere, an unknown id) is
 * refused as a whole: sharing with fewer groups than asked would be a silent surprise.
 */
export async function ownGroupIds(tx: Database, userId: number, communityId: number, groupIds: number[]): Promise<number[]> {
  const wanted = [...new Set(groupIds)];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: groups.id })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.userId, userId), eq(groups.communityId, communityId), inArray(groups.id, wanted)));
  if (rows.length !== wanted.length) throw new InvalidError({ group_ids: ['must be groups you belong to in this community'] });
  return wanted;
}

export async function replaceGroups(tx: Database, experienceId: number, groupIds: number[]) {
  await tx.delete(experienceGroups).where(eq(experienceGroups.experienceId, experienceId));
  if (groupIds.length) await tx.insert(experienceGroups).values(groupIds.map((groupId) => ({ experienceId, groupId })));
}

/**
 * "My groups" with no group ticked would publish the item to nobody while the author believes
 * it shared (issue 8): group sharing names at least one group. `groupIds` are the groups the
 * item will have; undefined when the request leaves them as they are (then the saved ones count).
 */
export async function requireGroupsForGroupSharing(tx: Database, experienceId: number | null, sharing: TSharing, groupIds: number[] | undefined) {
  if (sharing !== 'group') return;
  const count =
    groupIds?.length ??
    (experienceId === null
      ? 0
      : (await tx.select({ n: sql<number>`count(*)::int` }).from(experienceGroups).where(eq(experienceGroups.experienceId, experienceId)))[0].n);
  if (count === 0) throw new InvalidError({ group_ids: ['must name at least one group when shared with groups'] });
}
