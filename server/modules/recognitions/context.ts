import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communities, experiences, microRecognitions, users } from '../../db/schema';
import type { CommunityRow } from '../communities';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../accounts';

export type RecognitionRow = typeof microRecognitions.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;

/** A recognition with what its mails and rules need: its experience, the learner (the experience's author) and the community. */
export type RecognitionContext = { recognition: RecognitionRow; experience: ExperienceRow; student: UserRow; community: CommunityRow };

export const recognitionNotFound = () => notFound('Recognition');

const contextQuery = (db: Database) =>
  db
    .select({ recognition: microRecognitions, experience: experiences, student: users, community: communities })
    .from(microRecognitions)
    .innerJoin(experiences, eq(experiences.id, microRecognitions.experienceId))
    .innerJoin(users, eq(users.id, experiences.userId))
    .innerJoin(communities, eq(communities.id, microRecognitions.communityId));

/** The contexts of several recognitions, in one query (in no particular order). */
export const loadRecognitionContexts = (db: Database, ids: number[]): Promise<RecognitionContext[]> =>
  contextQuery(db).where(inArray(microRecognitions.id, ids));

/**
 * `lock`: the request and its experience taken FOR UPDATE, so two decisions, a decision and a
 * cancel, or a certification and an edit of what it certifies cannot interleave.
 */
export async function loadRecognitionContext(db: Database, id: number, lock = false): Promise<RecognitionContext | null> {
  const query = contextQuery(db).where(eq(microRecognitions.id, id)).limit(1);
  const [row] = await (lock ? query.for('update', { of: [microRecognitions, experiences] }) : query);
  return row ?? null;
}

/** The request's reviewer, by the address the learner gave (or the account it named): never across communities. */
export const isReviewer = (recognition: RecognitionRow, user: Pick<UserRow, 'id' | 'email'>, communityId: number) =>
  recognition.communityId === communityId &&
  (recognition.teacherId === user.id || recognition.teacherEmail.toLowerCase() === user.email.toLowerCase());

export const isStudent = (context: RecognitionContext, userId: number, communityId: number) =>
  context.recognition.communityId === communityId && context.experience.userId === userId;

/** How a mail names the experience: its first words. */
export function experienceExcerpt(description: string, max = 80): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
