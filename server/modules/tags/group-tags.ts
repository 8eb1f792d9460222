import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { GROUP_LIST_MAX } from '@/lib/shared/validation/group';
import type { Database } from '../../db/client';
import { groupTags } from '../../db/schema';
import { InvalidError, notFound } from '../../platform/errors';
import { findOrCreateTags } from './tags';

/**
 * Spec §7 tags_attributes of a group: each name becomes a tag of the community (found
 * case-insensitively, as experiences' tags are) appended to the group's; one already there
 * keeps its place.
 */
export async function addGroupTags(tx: Database, group: { id: number; communityId: number }, names: string[]) {
  const tagIds = await findOrCreateTags(tx, group.communityId, names);
  if (tagIds.length === 0) return;
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${groupTags.position}), -1)::int` })
    .from(groupTags)
    .where(eq(groupTags.groupId, group.id));
  await tx
    .insert(groupTags)
    .values(tagIds.map((tagId, index) => ({ groupId: group.id, tagId, position: last + 1 + index })))
    .onConflictDoNothing();
  // Counted once linked: the caller's transaction rolls the whole change back when too many.
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(groupTags).where(eq(groupTags.groupId, group.id));
  if (count > GROUP_LIST_MAX) throw new InvalidError({ tags_attributes: [`has too many tags (${GROUP_LIST_MAX} at most)`] });
}

/** DELETE /v2/tags/{id}?type=Group: the tag leaves the group; it stays the community's, on the experiences that carry it. */
export async function removeGroupTag(db: Database, groupId: number, tagId: number) {
  const removed = await db
    .delete(groupTags)
    .where(and(eq(groupTags.groupId, groupId), eq(groupTags.tagId, tagId)))
    .returning({ tagId: groupTags.tagId });
  if (removed.length === 0) throw notFound('Tag');
}
