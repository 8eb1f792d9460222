import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { experiences, stories, storyExperiences, users } from '../db/schema';
import type { TStory } from '@/lib/validation/story';
import type { Viewer } from './visibility';
import { pictureUrl } from './pictures';

/**
 * Loads a page of stories in two queries whatever the page size: the stories with their
 * authors, then the pictures of all their experiences in position order. Returns them in
 * the order of `ids`; missing ids are skipped. Visibility is the caller's job (select the
 * ids with `storyVisibleTo`).
 *
 * The pictures are those of every experience of the story, whatever each experience's own
 * sharing: the author put them in the story, and the story's sharing decides who reads it
 * (as a PDF of it would show them). Experiences without a picture have nothing to show.
 */
export async function loadStories(db: Database, ids: number[], viewer: Viewer | null): Promise<TStory[]> {
  if (ids.length === 0) return [];
  const [base, pictureRows] = await Promise.all([
    db
      .select({
        story: stories,
        author: { id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl },
      })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.userId))
      .where(inArray(stories.id, ids)),
    db
      .select({ storyId: storyExperiences.storyId, pictureKey: experiences.pictureKey })
      .from(storyExperiences)
      .innerJoin(experiences, eq(experiences.id, storyExperiences.experienceId))
      .where(and(inArray(storyExperiences.storyId, ids), isNotNull(experiences.pictureKey)))
      .orderBy(asc(storyExperiences.storyId), asc(storyExperiences.position), asc(storyExperiences.experienceId)),
  ]);

  const picturesOf = new Map<number, { pictureUrl: string }[]>();
  for (const row of pictureRows) {
    const list = picturesOf.get(row.storyId) ?? [];
    list.push({ pictureUrl: pictureUrl(row.pictureKey)! });
    picturesOf.set(row.storyId, list);
  }

  const byId = new Map(
    base.map(({ story: s, author }): [number, TStory] => [
      s.id,
      {
        id: s.id,
        type: 'Story',
        title: s.title,
        description: s.description,
        date: s.date.toISOString(),
        createdAt: s.createdAt.toISOString(),
        updatedAt: s.updatedAt.toISOString(),
        experiencePictures: picturesOf.get(s.id) ?? [],
        userAttributes: author,
        sharingParameters: s.sharingParameters,
        official: s.official,
        publicToken: viewer?.userId === s.userId || s.sharingParameters === 'public' ? s.publicToken : null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
