import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TGroupSkillInput } from '@/lib/shared/validation/group';
import type { Database } from '../../db/client';
import { groupMemberships, skills } from '../../db/schema';
import { InvalidError } from '../../platform/errors';

const pathOf = (i: number, field: string) => `skills_attributes.${i}.${field}`;

/**
 * Spec §7 skills_attributes of a group, Rails nested-attributes style: an item with an id and
 * `_destroy` removes that skill of the group (experiences that rated it keep its name), an item
 * with an id and a name renames it, an item without an id adds one. An id must be one of this
 * group's skills and a name must be free in the group's list, else 422 and nothing changes.
 */
export async function applyGroupSkillChanges(tx: Database, group: { id: number; communityId: number }, items: TGroupSkillInput[]) {
  const existing = await tx.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.groupId, group.id));
  const owned = new Set(existing.map((s) => s.id));
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (item.id !== undefined && !owned.has(item.id)) errors[pathOf(i, 'id')] = ['is not a skill of this group'];
    if (item.id === undefined && !item._destroy && item.name === undefined) errors[pathOf(i, 'name')] = ['is required'];
  });
  if (Object.keys(errors).length) throw new InvalidError(errors);

  const removed = items.flatMap((item) => (item.id !== undefined && item._destroy ? [item.id] : []));
  const renamed = items.flatMap((item) => (item.id !== undefined && !item._destroy && item.name !== undefined ? [{ id: item.id, name: item.name }] : []));
  const added = items.flatMap((item) => (item.id === undefined && !item._destroy ? [item.name!] : []));

  // The list as it will be, to refuse a name twice in it (the unique index would answer a 500).
  const after = new Map(existing.filter((s) => !removed.includes(s.id)).map((s) => [s.id, s.name]));
  for (const { id, name } of renamed) after.set(id, name);
  const names = [...after.values(), ...added];
  items.forEach((item, i) => {
    if (item._destroy || item.name === undefined) return;
    if (names.filter((n) => n === item.name).length > 1) errors[pathOf(i, 'name')] = ['is already in this group'];
  });
  if (Object.keys(errors).length) throw new InvalidError(errors);

  if (removed.length) await tx.delete(skills).where(and(eq(skills.groupId, group.id), inArray(skills.id, removed)));
  // Renames go through a name no skill can have first, so that two skills may swap names.
  for (const { id } of renamed) await tx.update(skills).set({ name: sql`'\u0001' || ${skills.id}::text` }).where(eq(skills.id, id));
  for (const { id, name } of renamed) await tx.update(skills).set({ name }).where(eq(skills.id, id));
  if (added.length) await tx.insert(skills).values(added.map((name) => ({ communityId: group.communityId, groupId: group.id, name })));
}

/**
 * The skills a learner may pick: the community's list and the lists of the learner's groups
 * (spec §2 wizard). The same condition checks a picked skill id and builds the wizard's list.
 */
export const offeredTo = (userId: number, communityId: number) =>
  and(
    eq(skills.communityId, communityId),
    or(isNull(skills.groupId), inArray(skills.groupId, sql`(select ${groupMemberships.groupId} from ${groupMemberships} where ${groupMemberships.userId} = ${userId})`)),
  );
