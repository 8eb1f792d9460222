import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TSharing } from '@/lib/shared/validation/experience-rules';
import type { Database } from '../../db/client';
import { experienceGroups, groupMemberships, groups, portraitGroups, storyGroups } from '../../db/schema';
import { InvalidError } from '../../platform/errors';

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

/** The table linking each kind of shared item to the groups it is shared with. */
const GROUP_LINKS = {
  experience: {
    count: (tx: Database, id: number) => tx.select({ n: sql<number>`count(*)::int` }).from(experienceGroups).where(eq(experienceGroups.experienceId, id)),
    clear: (tx: Database, id: number) => tx.delete(experienceGroups).where(eq(experienceGroups.experienceId, id)),
    add: (tx: Database, id: number, groupIds: number[]) => tx.insert(experienceGroups).values(groupIds.map((groupId) => ({ experienceId: id, groupId }))),
  },
  story: {
    count: (tx: Database, id: number) => tx.select({ n: sql<number>`count(*)::int` }).from(storyGroups).where(eq(storyGroups.storyId, id)),
    clear: (tx: Database, id: number) => tx.delete(storyGroups).where(eq(storyGroups.storyId, id)),
    add: (tx: Database, id: number, groupIds: number[]) => tx.insert(storyGroups).values(groupIds.map((groupId) => ({ storyId: id, groupId }))),
  },
  portrait: {
    count: (tx: Database, id: number) => tx.select({ n: sql<number>`count(*)::int` }).from(portraitGroups).where(eq(portraitGroups.portraitId, id)),
    clear: (tx: Database, id: number) => tx.delete(portraitGroups).where(eq(portraitGroups.portraitId, id)),
    add: (tx: Database, id: number, groupIds: number[]) => tx.insert(portraitGroups).values(groupIds.map((groupId) => ({ portraitId: id, groupId }))),
  },
};
export type SharedItemKind = keyof typeof GROUP_LINKS;

export async function replaceGroups(tx: Database, kind: SharedItemKind, itemId: number, groupIds: number[]) {
  await GROUP_LINKS[kind].clear(tx, itemId);
  if (groupIds.length) await GROUP_LINKS[kind].add(tx, itemId, groupIds);
}

/**
 * "My groups" with no group ticked would publish the item to nobody while the author believes
 * it shared: group sharing names at least one group. `groupIds` are the groups the
 * item will have; undefined when the request leaves them as they are (then the saved ones count).
 */
export async function requireGroupsForGroupSharing(
  tx: Database,
  kind: SharedItemKind,
  itemId: number | null,
  sharing: TSharing,
  groupIds: number[] | undefined,
) {
  if (sharing !== 'group') return;
  const count = groupIds?.length ?? (itemId === null ? 0 : (await GROUP_LINKS[kind].count(tx, itemId))[0].n);
  if (count === 0) throw new InvalidError({ group_ids: ['must name at least one group when shared with groups'] });
}
