import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { experiences, stories, storyExperiences, users } from '../db/schema';
import type { TStory } from '@/lib/validation/story';
import type { Viewer } from './visibility';
import { pictureUrl } from './pictures';

/**
 * Loads a page of stories in one statement whatever the page size: the stories with their
 * authors and, aggregated beside each, the pictures of all its experiences in position order. Returns them in
 * the order of `ids`; missing ids are skipped. Visibility is the caller's job (select the
 * ids with `storyVisibleTo`).
 *
 * The pictures are those of every experience of the story, whatever each experience's own
 * sharing: the author put them in the story, and the story's sharing decides who reads it
 * (as a PDF of it would show them). Experiences without a picture have nothing to show.
 */
export async function loadStories(db: Database, ids: number[], viewer: Viewer | null): Promise<TStory[]> {
  if (ids.length === 0) return [];
  const base = await db
    .select({
      story: stories,
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl },
      pictureKeys: sql<string[]>`(select coalesce(json_agg(${experiences.pictureKey} order by ${storyExperiences.position}, ${storyExperiences.experienceId}), '[]'::json)
        from ${storyExperiences} join ${experiences} on ${experiences.id} = ${storyExperiences.experienceId}
        where ${storyExperiences.storyId} = ${stories.id} and ${experiences.pictureKey} is not null)`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(inArray(stories.id, ids));

  const byId = new Map(
    base.map(({ story: s, author, pictureKeys }): [number, TStory] => [
      s.id,
      {
        id: s.id,
        type: 'Story',
        title: s.title,
        description: s.description,
        date: s.date.toISOString(),
        createdAt: s.createdAt.toISOString(),
        updatedAt: s.updatedAt.toISOString(),
        experiencePictures: pictureKeys.map((key) => ({ pictureUrl: pictureUrl(key)! })),
        userAttributes: author,
        sharingParameters: s.sharingParameters,
        official: s.official,
        publicToken: viewer?.userId === s.userId || s.sharingParameters === 'public' ? s.publicToken : null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
