import 'server-only';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { TSkillInput } from '@/lib/shared/validation/experience';
import type { Database } from '../../db/client';
import { experienceSkills, skills } from '../../db/schema';
import { InvalidError } from '../../platform/errors';
import { offeredTo } from '../skills';

/** Who rates: the author, whose groups' lists add to the community's. */
export type SkillAuthor = { userId: number; communityId: number };

type SkillFields = Omit<TSkillInput, 'skillsAttributes'>;

/** Error keys follow the request's snake_case paths, e.g. `skills_attributes.0.skills_attributes.1.skill_id`. */
const pathOf = (i: number, j?: number) => (j === undefined ? `skills_attributes.${i}` : `skills_attributes.${i}.skills_attributes.${j}`);

function eachKept(items: TSkillInput[], visit: (item: SkillFields, path: string) => void) {
  items.forEach((item, i) => {
    if (item._destroy) return;
    visit(item, pathOf(i));
    item.skillsAttributes.forEach((child, j) => {
      if (!child._destroy) visit(child, pathOf(i, j));
    });
  });
}

/**
 * A picked skill must come from the lists offered to the author: the community's and their
 * groups' (a skill id of another community or group is refused, not silently dropped), or be
 * one the experience already rates (`kept`: a learner who left a group still edits the rest).
 * Returns the list's names: a picked skill keeps its official name, whatever the client sent;
 * a custom one keeps the learner's.
 */
async function communitySkillNames(tx: Database, author: SkillAuthor, items: TSkillInput[], kept: number[] = []): Promise<Map<number, string>> {
  const wanted = new Set<number>();
  eachKept(items, (item) => {
    if (item.skillId) wanted.add(item.skillId);
  });
  const rows = wanted.size
    ? await tx
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(and(inArray(skills.id, [...wanted]), kept.length ? or(offeredTo(author.userId, author.communityId), and(eq(skills.communityId, author.communityId), inArray(skills.id, kept))) : offeredTo(author.userId, author.communityId)))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const errors: Record<string, string[]> = {};
  eachKept(items, (item, path) => {
    if (item.skillId && !names.has(item.skillId)) errors[`${path}.skill_id`] = ['is not a skill of this community'];
  });
  if (Object.keys(errors).length) throw new InvalidError(errors);
  return names;
}

function rowValues(experienceId: number, item: SkillFields, names: Map<number, string>, position: number, parentId: number | null = null) {
  const skillId = item.skillId ?? null;
  return {
    experienceId,
    parentId,
    skillId,
    name: skillId && !item.custom ? names.get(skillId)! : item.name,
    level: item.level,
    custom: item.custom,
    position,
  };
}

/** New top-level skills and their sub-skills: two inserts, whatever the count. */
async function insertSkills(
  tx: Database,
  experienceId: number,
  names: Map<number, string>,
  tops: { item: TSkillInput; position: number }[],
  childrenOfExisting: { parentId: number; item: SkillFields; position: number }[] = [],
) {
  const inserted = tops.length
    ? await tx
        .insert(experienceSkills)
        .values(tops.map(({ item, position }) => rowValues(experienceId, item, names, position)))
        .returning({ id: experienceSkills.id, position: experienceSkills.position })
    : [];
  // Positions are the request's indexes, so they tell which returned id belongs to which item.
  const idAt = new Map(inserted.map((r) => [r.position, r.id]));
  const children = [
    ...tops.flatMap(({ item, position }) =>
      item.skillsAttributes.flatMap((child, j) => (child._destroy ? [] : [rowValues(experienceId, child, names, j, idAt.get(position)!)])),
    ),
    ...childrenOfExisting.map(({ parentId, item, position }) => rowValues(experienceId, item, names, position, parentId)),
  ];
  if (children.length) await tx.insert(experienceSkills).values(children);
}

export async function createSkills(tx: Database, experienceId: number, author: SkillAuthor, items: TSkillInput[]) {
  const names = await communitySkillNames(tx, author, items);
  const tops = items.flatMap((item, position) => (item._destroy ? [] : [{ item, position }]));
  await insertSkills(tx, experienceId, names, tops);
}

/**
 * Spec §4 skill edits, Rails nested-attributes style: an item with an id and `_destroy` is
 * removed (with its sub-skills), an item with an id is updated, an item without one is
 * created; skills not mentioned stay. An id must be one of this experience's skills
 * (a sub-skill's, one of its parent's), else 422 and nothing changes.
 */
export async function applySkillChanges(tx: Database, experienceId: number, author: SkillAuthor, items: TSkillInput[]) {
  const existing = await tx
    .select({ id: experienceSkills.id, parentId: experienceSkills.parentId, skillId: experienceSkills.skillId })
    .from(experienceSkills)
    .where(eq(experienceSkills.experienceId, experienceId));
  const parentOf = new Map(existing.map((r) => [r.id, r.parentId]));
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (item.id !== undefined && !(parentOf.has(item.id) && parentOf.get(item.id) === null)) {
      errors[`${pathOf(i)}.id`] = ['is not a skill of this experience'];
    }
    item.skillsAttributes.forEach((child, j) => {
      if (child.id !== undefined && (item.id === undefined || parentOf.get(child.id) !== item.id)) {
        errors[`${pathOf(i, j)}.id`] = ['is not a sub-skill of this skill'];
      }
    });
  });
  if (Object.keys(errors).length) throw new InvalidError(errors);
  const kept = existing.flatMap((r) => (r.skillId === null ? [] : [r.skillId]));
  const names = await communitySkillNames(tx, author, items, kept);

  const removed: number[] = [];
  const updated: { id: number; item: SkillFields; position: number; parentId: number | null }[] = [];
  const newTops: { item: TSkillInput; position: number }[] = [];
  const newChildren: { parentId: number; item: SkillFields; position: number }[] = [];
  items.forEach((item, position) => {
    if (item.id === undefined) {
      if (!item._destroy) newTops.push({ item, position });
      return;
    }
    if (item._destroy) {
      removed.push(item.id);
      return;
    }
    updated.push({ id: item.id, item, position, parentId: null });
    item.skillsAttributes.forEach((child, j) => {
      if (child.id === undefined) {
        if (!child._destroy) newChildren.push({ parentId: item.id!, item: child, position: j });
      } else if (child._destroy) removed.push(child.id);
      else updated.push({ id: child.id, item: child, position: j, parentId: item.id! });
    });
  });

  if (removed.length) {
    await tx.delete(experienceSkills).where(and(eq(experienceSkills.experienceId, experienceId), inArray(experienceSkills.id, removed)));
  }
  for (const { id, item, position, parentId } of updated) {
    const { name, level, skillId, custom } = rowValues(experienceId, item, names, position, parentId);
    await tx.update(experienceSkills).set({ name, level, skillId, custom, position }).where(and(eq(experienceSkills.id, id), eq(experienceSkills.experienceId, experienceId)));
  }
  await insertSkills(tx, experienceId, names, newTops, newChildren);
}
