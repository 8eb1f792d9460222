import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stories } from '../db/schema';
import { requireAuthor, storyVisibleTo, type Viewer } from './visibility';

export type StoryRow = typeof stories.$inferSelect;

export async function findVisibleStory(db: Database, id: number, viewer: Viewer | null): Promise<StoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), storyVisibleTo(viewer)))
    .limit(1);
  return row ?? null;
}

export async function findEditableStory(db: Database, id: number, viewer: Viewer): Promise<StoryRow> {
  return requireAuthor(await findVisibleStory(db, id, viewer), viewer, 'Story');
}

/** Its links to groups and experiences go with it (ON DELETE CASCADE); the experiences stay. */
export async function deleteStory(db: Database, story: StoryRow) {
  await db.delete(stories).where(eq(stories.id, story.id));
}
