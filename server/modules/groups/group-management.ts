import 'server-only';
import { eq } from 'drizzle-orm';
import type { TGroupCreateRequest, TGroupUpdateRequest } from '@/lib/shared/validation/group';
import { inTransaction, type Database } from '../../db/client';
import { groups } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, InvalidError, notFound } from '../../platform/errors';
import { applyGroupSkillChanges } from '../skills';
import { addGroupTags } from '../tags';
import { findAdministeredGroup, type GroupRow } from './groups';
import { pictureUrl, storePicture } from '../pictures';
import type { Storage } from '../../platform/storage';

/** Twice the largest size a logo is shown at (a 96 px badge on a 2× screen is 192). */
export const LOGO_SIDE = 256;

/**
 * A logo goes through the experiences' picture pipeline (sniffed, re-encoded, stripped of
 * metadata), cut square as avatars are. Stored before the row changes, as pictures are: the
 * sweeper removes the file if the transaction then fails.
 */
async function storeLogo(db: Database, storage: Storage, logo: Buffer) {
  try {
    const { key } = await storePicture(db, storage, logo, { square: LOGO_SIDE });
    return { logoKey: key, logoUrl: pictureUrl(key) };
  } catch (error) {
    if (error instanceof InvalidError && error.fields.picture) throw new InvalidError({ logo: error.fields.picture });
    throw error;
  }
}

/** Spec §7 POST /v2/groups: community admins only, into their own community. `afterCreate` records an Idempotency-Key in the same transaction. */
export async function createGroup(
  db: Database,
  storage: Storage,
  auth: AuthSession,
  request: TGroupCreateRequest,
  logo: Buffer | null,
  afterCreate?: (tx: Database, id: number) => Promise<void>,
): Promise<GroupRow> {
  if (request.communityId !== auth.community.id) throw notFound('Community');
  if (!auth.user.communityAdmin) throw forbidden('Only a community admin can create a group');
  const stored = logo ? await storeLogo(db, storage, logo) : {};
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(groups).values({ communityId: auth.community.id, name: request.group.name, ...stored }).returning();
    await afterCreate?.(tx, row.id);
    return row;
  });
}

/** Spec §7 PUT /v2/groups/{id}: any subset of name, description, logo, tags and skills, in one transaction. */
export async function updateGroup(db: Database, storage: Storage, auth: AuthSession, groupId: number, request: TGroupUpdateRequest, logo: Buffer | null): Promise<GroupRow> {
  const group = await findAdministeredGroup(db, auth, groupId, 'edit it');
  const { name, description, tagsAttributes, skillsAttributes } = request.group;
  const stored = logo ? await storeLogo(db, storage, logo) : {};
  return inTransaction(db, async (tx) => {
    const fields = { ...(name !== undefined && { name }), ...(description !== undefined && { description: description || null }), ...stored };
    const [row] = Object.keys(fields).length ? await tx.update(groups).set(fields).where(eq(groups.id, group.id)).returning() : [group];
    if (tagsAttributes?.length) await addGroupTags(tx, group, tagsAttributes.map((t) => t.name));
    if (skillsAttributes?.length) await applyGroupSkillChanges(tx, group, skillsAttributes);
    return row;
  });
}
