import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_TAGS } from '@/lib/shared/validation/experience';
import type { Database } from '../../db/client';
import { experienceTags, tags } from '../../db/schema';
import { InvalidError } from '../../platform/errors';

type TagChange = { id?: number; name: string; _destroy?: boolean };

/** `lower(name) in (lower($1), …)`: the database's own lower() on both sides, as the unique index uses it. */
const nameIn = (names: string[]) => sql`lower(${tags.name}) in (${sql.join(names.map((n) => sql`lower(${n})`), sql`, `)})`;

/**
 * Tags are shared by the whole community and found case-insensitively: "Sport" typed by one
 * learner and "sport" by another are one tag (the first spelling wins). Returns tag ids in the
 * order the names were given (a repeated name counts once, where it first appears).
 */
export async function findOrCreateTags(tx: Database, communityId: number, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  // A concurrent insert of the same name is absorbed by the unique index, not raised.
  await tx.insert(tags).values(unique.map((name) => ({ communityId, name }))).onConflictDoNothing();
  // Each name, in the order given, meets its tag through the database's own lower(), as the
  // unique index does; the oldest spelling wins if ever two matched.
  const given = sql.join(unique.map((name) => sql`${name}`), sql`, `);
  const result = await tx.execute(sql`select t.id from unnest(array[${given}]::text[]) with ordinality as n(name, ord)
    cross join lateral (select ${tags.id} as id from ${tags} where ${tags.communityId} = ${communityId} and lower(${tags.name}) = lower(n.name) order by ${tags.id} limit 1) t
    order by n.ord`);
  // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
  const { rows } = result as unknown as { rows: { id: number }[] };
  return [...new Set(rows.map((r) => Number(r.id)))];
}

/** Appends tags after those already linked, keeping the given order; a tag already linked keeps its place. */
export async function linkTags(tx: Database, experienceId: number, tagIds: number[]) {
  if (tagIds.length === 0) return;
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${experienceTags.position}), -1)::int` })
    .from(experienceTags)
    .where(eq(experienceTags.experienceId, experienceId));
  await tx
    .insert(experienceTags)
    .values(tagIds.map((tagId, index) => ({ experienceId, tagId, position: last + 1 + index })))
    .onConflictDoNothing();
}

/**
 * Spec §4 tag edits: an item marked `_destroy` unlinks that tag (by id, or by name for one
 * that was never saved); any other item is appended if not linked yet. Nothing else moves.
 */
export async function applyTagChanges(tx: Database, experienceId: number, communityId: number, changes: TagChange[]) {
  const removed = changes.filter((t) => t._destroy);
  const removedIds = removed.flatMap((t) => (t.id ? [t.id] : []));
  const removedNames = removed.flatMap((t) => (t.id ? [] : [t.name]));
  if (removedIds.length) {
    await tx.delete(experienceTags).where(and(eq(experienceTags.experienceId, experienceId), inArray(experienceTags.tagId, removedIds)));
  }
  if (removedNames.length) {
    const named = tx.select({ id: tags.id }).from(tags).where(and(eq(tags.communityId, communityId), nameIn(removedNames)));
    await tx.delete(experienceTags).where(and(eq(experienceTags.experienceId, experienceId), inArray(experienceTags.tagId, named)));
  }
  const added = changes.filter((t) => !t._destroy).map((t) => t.name);
  await linkTags(tx, experienceId, await findOrCreateTags(tx, communityId, added));

  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(experienceTags)
    .where(eq(experienceTags.experienceId, experienceId));
  if (count > MAX_TAGS) throw new InvalidError({ tags_attributes: [`has too many tags (${MAX_TAGS} at most)`] });
}
