import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSelect } from '../db/prepared';
import { experiences, stories, storyExperiences, storyGroups, users } from '../db/schema';
import type { TStory, TStoryWithExperiences } from '@/lib/validation/story';
import { experienceShownInStory, viewerPlaceholders, viewerValues, type Viewer, type ViewerRef } from './visibility';
import { loadExperiences } from './experience-serializer';
import { pictureUrl } from './pictures';

const selectStoriesFor = (viewer: ViewerRef | null, name: string) =>
  preparedSelect(name, (db) =>
    db
      .select({
        story: stories,
        author: { id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl },
        pictureKeys: sql<string[]>`(select coalesce(json_agg(${experiences.pictureKey} order by ${storyExperiences.position}, ${storyExperiences.experienceId}), '[]'::json)
          from ${storyExperiences} join ${experiences} on ${experiences.id} = ${storyExperiences.experienceId}
          where ${storyExperiences.storyId} = ${stories.id} and ${experiences.pictureKey} is not null and ${experienceShownInStory(viewer)})`,
        groupIds: sql<number[]>`(select coalesce(json_agg(${storyGroups.groupId} order by ${storyGroups.groupId}), '[]'::json)
          from ${storyGroups} where ${storyGroups.storyId} = ${stories.id})`,
      })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.userId))
      // One text for every page: the ids travel as one array parameter.
      .where(sql`${stories.id} = any(${sql.placeholder('ids')}::int[])`),
  );

/** One statement per shape of viewer (nobody, a member, a community admin), each compiled once. */
const selectStories = {
  anonymous: selectStoriesFor(null, 'stories_by_ids_anonymous'),
  member: selectStoriesFor(viewerPlaceholders(false), 'stories_by_ids_member'),
  admin: selectStoriesFor(viewerPlaceholders(true), 'stories_by_ids_admin'),
};

/**
 * Loads a page of stories in one statement whatever the page size: the stories with their
 * authors and, aggregated beside each, its groups and the pictures of its experiences in the
 * story's order. Returns them in the order of `ids`; missing ids are skipped. Visibility of the
 * stories is the caller's job (select the ids with `storyVisibleTo`); the pictures are only
 * those of experiences the viewer may see (`experienceShownInStory`).
 */
export async function loadStories(db: Database, ids: number[], viewer: Viewer | null): Promise<TStory[]> {
  if (ids.length === 0) return [];
  const base = viewer
    ? await selectStories[viewer.communityAdmin ? 'admin' : 'member'](db, { ids, ...viewerValues(viewer) })
    : await selectStories.anonymous(db, { ids });

  const byId = new Map(
    base.map(({ story: s, author, pictureKeys, groupIds }): [number, TStory] => {
      const isAuthor = viewer?.userId === s.userId;
      return [
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
          // Who else reads it is the author's business: the share dialog needs them, readers do not.
          groupIds: isAuthor ? groupIds : [],
          official: s.official,
          publicToken: isAuthor || s.sharingParameters === 'public' ? s.publicToken : null,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One story with its experiences in order (`?view=with_full_experiences`): the author gets
 * every id (the wizard edits the list), other readers those of the experiences they may see.
 */
export async function loadStoryWithExperiences(db: Database, id: number, viewer: Viewer | null): Promise<TStoryWithExperiences | null> {
  const [[story], links] = await Promise.all([
    loadStories(db, [id], viewer),
    db
      .select({ experienceId: storyExperiences.experienceId, shown: sql<boolean>`${experienceShownInStory(viewer)}` })
      .from(storyExperiences)
      .innerJoin(experiences, eq(experiences.id, storyExperiences.experienceId))
      .where(eq(storyExperiences.storyId, id))
      .orderBy(storyExperiences.position, storyExperiences.experienceId),
  ]);
  if (!story) return null;
  const shownIds = links.filter((link) => link.shown).map((link) => link.experienceId);
  const isAuthor = viewer?.userId === story.userAttributes.id;
  return {
    ...story,
    experienceIds: isAuthor ? links.map((link) => link.experienceId) : shownIds,
    experiences: await loadExperiences(db, shownIds, viewer),
  };
}
