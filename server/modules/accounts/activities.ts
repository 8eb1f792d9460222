import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { ACTIVITIES_PAGE_SIZE, ACTIVITY_SUBJECT_MAX, type TActivity, type TActivityKind } from '@/lib/shared/validation/activity';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';

type TRecorded = {
  userId: number;
  communityId: number;
  kind: TActivityKind;
  subjectName: string;
  experienceId?: number;
  storyId?: number;
  /** Now, unless the demo seed dates its history back to when its items were made. */
  createdAt?: Date;
};

/** Written by the caller's transaction: an action and its record stand or fall together. */
export async function recordActivity(tx: Database, activity: TRecorded): Promise<void> {
  const name = activity.subjectName.replace(/\s+/g, ' ').trim();
  const subjectName = name.length > ACTIVITY_SUBJECT_MAX ? `${name.slice(0, ACTIVITY_SUBJECT_MAX - 1)}…` : name;
  await tx.insert(activities).values({ ...activity, subjectName });
}

/** A person's actions in one community, newest first (spec §3 pages: paginatedResults and totalPages). */
export async function listActivities(db: Database, userId: number, communityId: number, page: number) {
  const own = and(eq(activities.userId, userId), eq(activities.communityId, communityId));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(own)
      .orderBy(desc(activities.id))
      .limit(ACTIVITIES_PAGE_SIZE)
      .offset(page * ACTIVITIES_PAGE_SIZE),
    db.select({ n: count() }).from(activities).where(own),
  ]);
  const paginatedResults: TActivity[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectId: row.experienceId ?? row.storyId,
    subjectName: row.subjectName,
    createdAt: row.createdAt.toISOString(),
  }));
  return { paginatedResults, totalPages: { pages: Math.ceil(n / ACTIVITIES_PAGE_SIZE) } };
}
