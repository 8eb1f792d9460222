import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TTrainingCenterCreate, TTrainingCenterUpdate } from '@/lib/shared/validation/training-center';
import { inTransaction, type Database } from '../../db/client';
import { groups, trainingCenterGroups, trainingCenters } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, InvalidError } from '../../platform/errors';
import { refusalOnSave, type OutboundPolicy, type OutboundRefusal } from '../../platform/outbound-address';
import type { SecretBox } from '../../platform/secret-box';
import { findTrainingCenter, trainingCenterGroupIds, type TrainingCenterRow } from './training-centers';

/** Not in the spec (see lib/shared/validation/training-center.ts): community admins only; the secret is sealed, never given back. */
export type TrainingCenterSettings = { secrets: SecretBox; platformAddresses: OutboundPolicy };

const ADDRESS_REFUSALS: Record<OutboundRefusal, string> = {
  scheme: 'must be an https address',
  credentials: 'must not carry a user name or password',
  privateAddress: 'must lead to a public address, not a local or private network',
};

/** The address is looked up before the transaction: a slow name server holds no database connection. */
async function checkAddress(baseUrl: string, policy: OutboundPolicy) {
  const refusal = await refusalOnSave(baseUrl, policy);
  if (refusal) throw new InvalidError({ base_url: [ADDRESS_REFUSALS[refusal]] });
}

function requireCommunityAdmin(auth: AuthSession, action: string) {
  if (!auth.user.communityAdmin) throw forbidden(`Only a community admin can ${action} a training center`);
}

async function checkOwnGroups(tx: Database, groupIds: number[], communityId: number) {
  const own = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, groupIds), eq(groups.communityId, communityId)));
  if (own.length !== groupIds.length) throw new InvalidError({ group_ids: ['must be groups of the community'] });
}

const details = (center: TrainingCenterRow, groupIds: number[]) => ({
  id: center.id,
  name: center.name,
  baseUrl: center.baseUrl,
  clientId: center.clientId,
  groupIds: [...groupIds].sort((a, b) => a - b),
});

/** A center of the caller's community as its admins edit it: another community's is not found. */
export async function trainingCenterDetails(db: Database, auth: AuthSession, id: number) {
  const center = await findTrainingCenter(db, id, auth.community.id);
  requireCommunityAdmin(auth, 'read');
  return details(center, await trainingCenterGroupIds(db, center.id));
}

export async function createTrainingCenter(db: Database, auth: AuthSession, input: TTrainingCenterCreate, settings: TrainingCenterSettings) {
  requireCommunityAdmin(auth, 'add');
  await checkAddress(input.baseUrl, settings.platformAddresses);
  const groupIds = [...new Set(input.groupIds)];
  return inTransaction(db, async (tx) => {
    await checkOwnGroups(tx, groupIds, auth.community.id);
    const [center] = await tx
      .insert(trainingCenters)
      .values({
        communityId: auth.community.id,
        name: input.name,
        baseUrl: input.baseUrl,
        clientId: input.clientId,
        clientSecretSealed: settings.secrets.seal(input.clientSecret),
      })
      .returning();
    await tx.insert(trainingCenterGroups).values(groupIds.map((groupId) => ({ trainingCenterId: center.id, groupId })));
    return details(center, groupIds);
  });
}

/** Changes the fields sent; a new address is checked as on creation, and the secret stays unless a new one is given. */
export async function updateTrainingCenter(db: Database, auth: AuthSession, id: number, input: TTrainingCenterUpdate, settings: TrainingCenterSettings) {
  const found = await findTrainingCenter(db, id, auth.community.id);
  requireCommunityAdmin(auth, 'edit');
  if (input.baseUrl !== undefined) await checkAddress(input.baseUrl, settings.platformAddresses);
  const groupIds = input.groupIds && [...new Set(input.groupIds)];
  return inTransaction(db, async (tx) => {
    const changes = {
      name: input.name,
      baseUrl: input.baseUrl,
      clientId: input.clientId,
      clientSecretSealed: input.clientSecret === undefined ? undefined : settings.secrets.seal(input.clientSecret),
    };
    const [center] = Object.values(changes).some((value) => value !== undefined)
      ? await tx.update(trainingCenters).set(changes).where(eq(trainingCenters.id, found.id)).returning()
      : [found];
    if (groupIds) {
      await checkOwnGroups(tx, groupIds, auth.community.id);
      await tx.delete(trainingCenterGroups).where(eq(trainingCenterGroups.trainingCenterId, center.id));
      await tx.insert(trainingCenterGroups).values(groupIds.map((groupId) => ({ trainingCenterId: center.id, groupId })));
    }
    return details(center, groupIds ?? (await trainingCenterGroupIds(tx, center.id)));
  });
}

/**
 * The center goes with its groups, its pending sign-ins and its links to platform accounts
 * (the foreign keys cascade). The accounts it made stay, with their work: their owners sign in
 * with a password, which "forgot password" lets them set (docs/decisions/learning-platforms.md).
 */
export async function removeTrainingCenter(db: Database, auth: AuthSession, id: number) {
  const center = await findTrainingCenter(db, id, auth.community.id);
  requireCommunityAdmin(auth, 'remove');
  await db.delete(trainingCenters).where(eq(trainingCenters.id, center.id));
}
