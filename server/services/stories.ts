import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stories } from '../db/schema';
import { forbidden, notFound } from './errors';
import { storyVisibleTo, type Viewer } from './visibility';

export type StoryRow = typeof stories.$inferSelect;

export async function findVisibleStory(db: Database, id: number, viewer: Viewer | null): Promise<StoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), storyVisibleTo(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * Tenant first, then rights, as for experiences: a story the viewer cannot read does not
 * exist (404); one they can read but did not write is not theirs to change (403).
 */
export async function findEditableStory(db: Database, id: number, viewer: Viewer): Promise<StoryRow> {
  const row = await findVisibleStory(db, id, viewer);
  if (!row) throw notFound('Story');
  if (row.userId !== viewer.userId) throw forbidden('Only the author can change this story');
  return row;
}

/** Its links to groups and experiences go with it (ON DELETE CASCADE); the experiences stay. */
export async function deleteStory(db: Database, story: StoryRow) {
  await db.delete(stories).where(eq(stories.id, story.id));
}
