import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isRecognitionPending } from '@/lib/shared/format/recognition';
import type { TStoryCreate, TStoryUpdate } from '@/lib/shared/validation/story';
import { inTransaction, type Database } from '../../db/client';
import { experiences, microRecognitions, stories, storyExperiences } from '../../db/schema';
import { recordActivity } from '../accounts';
import { InvalidError } from '../../platform/errors';
import { ownGroupIds, replaceGroups, requireGroupsForGroupSharing } from '../sharing';
import { newPublicToken } from '../../platform/tokens';
import { settlePublicLink } from '../public-links';
import { storyLinkLive, requireAuthor, storyVisibleTo, type Viewer } from '../sharing';

export type StoryRow = typeof stories.$inferSelect;
type Author = { userId: number; communityId: number };

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

/**
 * The public page: only a public story, and on a community's host only one of that community
 * (the same token on another community's sub-domain is a 404), whose link is live under the
 * community's rule: one waiting for approval, or in a community that turned links off, is a 404.
 */
export async function findPublicStory(db: Database, token: string, communityId: number | null): Promise<StoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.publicToken, token),
        storyLinkLive,
        communityId === null ? undefined : eq(stories.communityId, communityId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A story gathers its author's own experiences of the community it belongs to; one whose
 * recognition is under way cannot be added (spec §4), but one that was already in the story
 * (`kept`) stays when the list is saved again. Refused as a whole, like groups.
 */
async function requireStoryExperiences(tx: Database, author: Author, experienceIds: number[], kept: number[] = []) {
  const [own, latestRecognitions] = await Promise.all([
    tx
      .select({ id: experiences.id })
      .from(experiences)
      .where(and(inArray(experiences.id, experienceIds), eq(experiences.userId, author.userId), eq(experiences.communityId, author.communityId))),
    // The latest request per experience decides, as its card shows it.
    tx
      .selectDistinctOn([microRecognitions.experienceId], { experienceId: microRecognitions.experienceId, status: microRecognitions.status })
      .from(microRecognitions)
      .where(inArray(microRecognitions.experienceId, experienceIds))
      .orderBy(microRecognitions.experienceId, desc(microRecognitions.createdAt), desc(microRecognitions.id)),
  ]);
  if (own.length !== experienceIds.length) throw new InvalidError({ experience_ids: ['must be your own experiences in this community'] });
  const added = latestRecognitions.filter((r) => !kept.includes(r.experienceId));
  if (added.some((r) => isRecognitionPending(r))) {
    throw new InvalidError({ experience_ids: ['must not add an experience whose recognition is under way'] });
  }
}

async function writeStoryExperiences(tx: Database, storyId: number, experienceIds: number[]) {
  await tx.delete(storyExperiences).where(eq(storyExperiences.storyId, storyId));
  await tx.insert(storyExperiences).values(experienceIds.map((experienceId, position) => ({ storyId, experienceId, position })));
}

/** The story, its groups and its experiences in one transaction: all of it or nothing. */
export async function createStory(
  db: Database,
  author: Author,
  input: TStoryCreate,
  /** Where mail links lead (a public link asking for approval mails its approvers). */
  appOrigin: string,
  /** Written in the same transaction, such as an idempotency key naming the new id. */
  alongside?: (tx: Database, id: number) => Promise<void>,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const groupIds = await ownGroupIds(tx, author.userId, author.communityId, input.groupIds);
    await requireGroupsForGroupSharing(tx, 'story', null, input.sharingParameters, groupIds);
    await requireStoryExperiences(tx, author, input.experienceIds);
    const [row] = await tx
      .insert(stories)
      .values({
        communityId: author.communityId,
        userId: author.userId,
        title: input.title,
        description: input.description,
        date: new Date(input.date),
        sharingParameters: input.sharingParameters,
        publicToken: newPublicToken(),
      })
      .returning({ id: stories.id });
    await replaceGroups(tx, 'story', row.id, groupIds);
    await writeStoryExperiences(tx, row.id, input.experienceIds);
    await settlePublicLink(tx, { kind: 'stories', id: row.id, ...author }, false, input.sharingParameters, appOrigin);
    await recordActivity(tx, { ...author, kind: 'storyCreated', subjectName: input.title, storyId: row.id });
    await alongside?.(tx, row.id);
    return row.id;
  });
}

/** Changes only what the request names, as experiences do. */
export async function updateStory(db: Database, story: StoryRow, input: TStoryUpdate, appOrigin: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .update(stories)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.date !== undefined && { date: new Date(input.date) }),
        ...(input.sharingParameters !== undefined && { sharingParameters: input.sharingParameters }),
        updatedAt: new Date(),
      })
      .where(eq(stories.id, story.id));
    const groupIds = input.groupIds === undefined ? undefined : await ownGroupIds(tx, story.userId, story.communityId, input.groupIds);
    if (input.sharingParameters !== undefined || groupIds !== undefined) {
      await requireGroupsForGroupSharing(tx, 'story', story.id, input.sharingParameters ?? story.sharingParameters, groupIds);
    }
    if (groupIds !== undefined) await replaceGroups(tx, 'story', story.id, groupIds);
    await settlePublicLink(tx, { kind: 'stories', id: story.id, communityId: story.communityId, userId: story.userId }, story.sharingParameters === 'public', input.sharingParameters, appOrigin);
  });
}

/** The whole ordered list replaces the old one; the experiences themselves are untouched. */
export async function replaceStoryExperiences(db: Database, story: StoryRow, experienceIds: number[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const kept = await tx.select({ id: storyExperiences.experienceId }).from(storyExperiences).where(eq(storyExperiences.storyId, story.id));
    await requireStoryExperiences(tx, story, experienceIds, kept.map((row) => row.id));
    await writeStoryExperiences(tx, story.id, experienceIds);
    await tx.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, story.id));
  });
}

/** Its links to groups and experiences go with it (ON DELETE CASCADE); the experiences stay. */
export async function deleteStory(db: Database, story: StoryRow) {
  await db.delete(stories).where(eq(stories.id, story.id));
}
