import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainingCenterGroups, trainingCenters } from '../../db/schema';
import { notFound } from '../../platform/errors';

export type TrainingCenterRow = typeof trainingCenters.$inferSelect;

/** Spec §7 GET /v2/moodle/training_centers: what the sign-in page offers, by name. */
export async function listTrainingCenters(db: Database, communityId: number) {
  return db
    .select({ id: trainingCenters.id, name: trainingCenters.name })
    .from(trainingCenters)
    .where(eq(trainingCenters.communityId, communityId))
    .orderBy(asc(trainingCenters.name), asc(trainingCenters.id));
}

/** A center of that community, or not found: another community's center is not told apart from none. */
export async function findTrainingCenter(db: Database, id: number, communityId: number): Promise<TrainingCenterRow> {
  const [row] = await db
    .select()
    .from(trainingCenters)
    .where(and(eq(trainingCenters.id, id), eq(trainingCenters.communityId, communityId)));
  if (!row) throw notFound('Training center');
  return row;
}

export async function trainingCenterGroupIds(db: Database, trainingCenterId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: trainingCenterGroups.groupId })
    .from(trainingCenterGroups)
    .where(eq(trainingCenterGroups.trainingCenterId, trainingCenterId))
    .orderBy(asc(trainingCenterGroups.groupId));
  return rows.map((row) => row.groupId);
}
