import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTrainingCenterCreate } from '@/lib/shared/validation/training-center';
import { inTransaction, type Database } from '../../db/client';
import { groups, trainingCenterGroups, trainingCenters } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, InvalidError, notFound } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';

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

/** Not in the spec (see lib/shared/validation/training-center.ts): community admins only; the secret is sealed, never given back. */
export async function createTrainingCenter(db: Database, auth: AuthSession, input: TTrainingCenterCreate, secrets: SecretBox) {
  if (!auth.user.communityAdmin) throw forbidden('Only a community admin can add a training center');
  const groupIds = [...new Set(input.groupIds)];
  return inTransaction(db, async (tx) => {
    const own = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(inArray(groups.id, groupIds), eq(groups.communityId, auth.community.id)));
    if (own.length !== groupIds.length) throw new InvalidError({ group_ids: ['must be groups of the community'] });
    const [center] = await tx
      .insert(trainingCenters)
      .values({
        communityId: auth.community.id,
        name: input.name,
        baseUrl: input.baseUrl,
        clientId: input.clientId,
        clientSecretSealed: secrets.seal(input.clientSecret),
      })
      .returning();
    await tx.insert(trainingCenterGroups).values(groupIds.map((groupId) => ({ trainingCenterId: center.id, groupId })));
    return { id: center.id, name: center.name, baseUrl: center.baseUrl, clientId: center.clientId, groupIds: groupIds.sort((a, b) => a - b) };
  });
}
