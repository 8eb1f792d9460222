import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { experiences, stories, storyExperiences, storyGroups } from '../../db/schema';
import type { TStory, TStoryWithExperiences } from '@/lib/shared/validation/story';
import type { TPublicLinkState } from '@/lib/shared/validation/public-links';
import { experienceShownInStory, viewerPlaceholders, viewerValues, type Viewer, type ViewerRef } from '../sharing';
import { loadExperiences } from '../experiences';
import { authorFor, authorJson, type AuthorRow, isoFromJson, storyLinkState } from '../sharing';
import { pictureUrl } from '../pictures';

/** One story as storyJson spells it. */
export type StoryJsonRow = {
  id: number;
  userId: number;
  title: string;
  description: string;
  date: string;
  createdAt: string;
  updatedAt: string;
  sharingParameters: TStory['sharingParameters'];
  official: boolean;
  publicToken: string;
  publicLink: TPublicLinkState | null;
  author: AuthorRow;
  pictureKeys: string[];
  groupIds: number[];
};

/**
 * The story of the enclosing query's `stories` row as one JSON value: its author and, aggregated
 * beside it, its groups and the pictures of its experiences in the story's order, only those of
 * experiences the viewer may see (`experienceShownInStory`). Visibility of the story itself is
 * the caller's job.
 */
export const storyJson = (viewer: ViewerRef | null) => sql<StoryJsonRow>`json_build_object(
  'id', ${stories.id}, 'userId', ${stories.userId}, 'title', ${stories.title}, 'description', ${stories.description},
  'date', ${stories.date}, 'createdAt', ${stories.createdAt}, 'updatedAt', ${stories.updatedAt},
  'sharingParameters', ${stories.sharingParameters}, 'official', ${stories.official}, 'publicToken', ${stories.publicToken},
  'publicLink', ${storyLinkState},
  'author', ${authorJson(stories.userId, stories.communityId)},
  'pictureKeys', (select coalesce(json_agg(${experiences.pictureKey} order by ${storyExperiences.position}, ${storyExperiences.experienceId}), '[]'::json)
    from ${storyExperiences} join ${experiences} on ${experiences.id} = ${storyExperiences.experienceId}
    where ${storyExperiences.storyId} = ${stories.id} and ${experiences.pictureKey} is not null and ${experienceShownInStory(viewer)}),
  'groupIds', (select coalesce(json_agg(${storyGroups.groupId} order by ${storyGroups.groupId}), '[]'::json)
    from ${storyGroups} where ${storyGroups.storyId} = ${stories.id})
)`;


export function toStory(s: StoryJsonRow, viewer: Viewer | null): TStory {
  const isAuthor = viewer?.userId === s.userId;
  return {
    id: s.id,
    type: 'Story',
    title: s.title,
    description: s.description,
    date: isoFromJson(s.date),
    createdAt: isoFromJson(s.createdAt),
    updatedAt: isoFromJson(s.updatedAt),
    experiencePictures: s.pictureKeys.map((key) => ({ pictureUrl: pictureUrl(key)! })),
    userAttributes: authorFor(s.author, viewer === null),
    sharingParameters: s.sharingParameters,
    // Who else reads it is the author's business: the share dialog needs them, readers do not.
    groupIds: isAuthor ? s.groupIds : [],
    official: s.official,
    // Others get the link only while it is live: a waiting or switched-off link is not theirs to pass on.
    publicToken: isAuthor || s.publicLink === 'live' ? s.publicToken : null,
    publicLink: s.publicLink,
  };
}

const selectStoriesFor = (viewer: ViewerRef | null, name: string) =>
  // One text for every page: the ids travel as one array parameter.
  preparedStatement<{ story: StoryJsonRow }, Record<string, unknown>>(
    name,
    () => sql`select ${storyJson(viewer)} as story from ${stories} where ${stories.id} = any(${sql.placeholder('ids')}::int[])`,
  );

/** One statement per shape of viewer (nobody, a member, a community admin), each compiled once. */
const selectStories = {
  anonymous: selectStoriesFor(null, 'stories_by_ids_anonymous'),
  member: selectStoriesFor(viewerPlaceholders(false), 'stories_by_ids_member'),
  admin: selectStoriesFor(viewerPlaceholders(true), 'stories_by_ids_admin'),
};

/** A page of stories in one statement (storyJson), in the order of `ids`; missing ids are skipped. */
export async function loadStories(db: Database, ids: number[], viewer: Viewer | null): Promise<TStory[]> {
  if (ids.length === 0) return [];
  const rows = viewer
    ? await selectStories[viewer.communityAdmin ? 'admin' : 'member'](db, { ids, ...viewerValues(viewer) })
    : await selectStories.anonymous(db, { ids });
  const byId = new Map(rows.map(({ story }) => [story.id, toStory(story, viewer)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One story with its experiences in order (`?view=with_full_experiences`): the author gets
 * every id (the wizard edits the list), other readers those of the experiences they may see.
 */
export async function loadStoryWithExperiences(db: Database, id: number, viewer: Viewer | null, locale: string | null = viewer?.locale ?? null): Promise<TStoryWithExperiences | null> {
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
    experiences: await loadExperiences(db, shownIds, viewer, locale),
  };
}
