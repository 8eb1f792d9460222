import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAddress, TExperienceCreate, TExperienceUpdate } from '@/lib/shared/validation/experience';
import { inTransaction, type Database } from '../../db/client';
import { addresses, experiences } from '../../db/schema';
import { recordActivity } from '../accounts';
import { ownGroupIds, replaceGroups, requireGroupsForGroupSharing } from '../sharing';
import { newPublicToken } from '../../platform/tokens';
import { refuseIfCertified, touchesCertified } from './certified';
import { applySkillChanges, createSkills } from './experience-skills';
import { applyTagChanges, findOrCreateTags, linkTags } from '../tags';
import { experienceLinkLive, experienceVisibleTo, requireAuthor, type Viewer } from '../sharing';
import { storePicture } from '../pictures';
import { settlePublicLink } from '../public-links';
import type { Storage } from '../../platform/storage';

export type ExperienceRow = typeof experiences.$inferSelect;
export const EXPERIENCES_PAGE_SIZE = 20;

/** Unguessable: the token alone opens a public experience to anyone. */

/** An address whose every field is empty is no address. */
function addressValues(experienceId: number, address: TAddress) {
  const fields = {
    name: address.name || null,
    city: address.city || null,
    postcode: address.postcode || null,
    administrative: address.administrative || null,
    country: address.country || null,
    latitude: address.latitude == null ? null : String(address.latitude),
    longitude: address.longitude == null ? null : String(address.longitude),
  };
  return Object.values(fields).some((v) => v !== null) ? { experienceId, ...fields } : null;
}

async function replaceAddress(tx: Database, experienceId: number, address: TAddress | null) {
  await tx.delete(addresses).where(eq(addresses.experienceId, experienceId));
  const values = address ? addressValues(experienceId, address) : null;
  if (values) await tx.insert(addresses).values(values);
}

/**
 * The picture is processed and stored first (slow, CPU-bound, outside any transaction);
 * then the row, its groups, tags, skills and address are written in one transaction. If
 * that fails (a refused skill or group, a lost connection) no half-written experience is
 * left, and the file, used by nothing, goes with the next sweep after the grace period.
 */
export async function createExperience(
  db: Database,
  storage: Storage,
  author: { userId: number; communityId: number },
  input: TExperienceCreate,
  picture: Buffer,
  /** Where mail links lead (a public link asking for approval mails its approvers). */
  appOrigin: string,
  /** Written in the same transaction, such as an idempotency key naming the new id. */
  alongside?: (tx: Database, id: number) => Promise<void>,
): Promise<number> {
  const stored = await storePicture(db, storage, picture);
  return inTransaction(db, async (tx) => {
    const groupIds = await ownGroupIds(tx, author.userId, author.communityId, input.groupIds);
    await requireGroupsForGroupSharing(tx, 'experience', null, input.sharingParameters, groupIds);
    const [row] = await tx
      .insert(experiences)
      .values({
        communityId: author.communityId,
        userId: author.userId,
        description: input.description,
        pictureAlt: input.pictureAlt ?? null,
        date: new Date(input.date),
        linkUrl: input.link?.linkUrl ?? null,
        sharingParameters: input.sharingParameters,
        pictureKey: stored.key,
        pictureWidth: stored.width,
        pictureHeight: stored.height,
        publicToken: newPublicToken(),
      })
      .returning({ id: experiences.id });
    await replaceGroups(tx, 'experience', row.id, groupIds);
    const names = input.tagsAttributes.filter((t) => !t._destroy).map((t) => t.name);
    await linkTags(tx, row.id, await findOrCreateTags(tx, author.communityId, names));
    await createSkills(tx, row.id, author, input.skillsAttributes);
    if (input.addressAttributes) await replaceAddress(tx, row.id, input.addressAttributes);
    await settlePublicLink(tx, { kind: 'experiences', id: row.id, ...author }, false, input.sharingParameters, appOrigin);
    await recordActivity(tx, { ...author, kind: 'experienceCreated', subjectName: input.description, experienceId: row.id });
    await alongside?.(tx, row.id);
    return row.id;
  });
}

/** Changes only what the request names (spec §7: address-only and tags-only updates). */
export async function updateExperience(db: Database, experience: ExperienceRow, input: TExperienceUpdate, appOrigin: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { id, communityId, userId } = experience;
    if (touchesCertified(input)) await refuseIfCertified(tx, id);
    await tx
      .update(experiences)
      .set({
        ...(input.description !== undefined && { description: input.description }),
        ...(input.pictureAlt !== undefined && { pictureAlt: input.pictureAlt }),
        ...(input.date !== undefined && { date: new Date(input.date) }),
        ...(input.link !== undefined && { linkUrl: input.link?.linkUrl ?? null }),
        ...(input.sharingParameters !== undefined && { sharingParameters: input.sharingParameters }),
        updatedAt: new Date(),
      })
      .where(eq(experiences.id, id));
    const groupIds = input.groupIds === undefined ? undefined : await ownGroupIds(tx, userId, communityId, input.groupIds);
    // Checked only when the request touches who reads it: other edits leave an old row as it is.
    if (input.sharingParameters !== undefined || groupIds !== undefined) {
      await requireGroupsForGroupSharing(tx, 'experience', id, input.sharingParameters ?? experience.sharingParameters, groupIds);
    }
    if (groupIds !== undefined) await replaceGroups(tx, 'experience', id, groupIds);
    await settlePublicLink(tx, { kind: 'experiences', id, communityId, userId }, experience.sharingParameters === 'public', input.sharingParameters, appOrigin);
    if (input.tagsAttributes !== undefined) await applyTagChanges(tx, id, communityId, input.tagsAttributes);
    if (input.skillsAttributes !== undefined) await applySkillChanges(tx, id, { userId, communityId }, input.skillsAttributes);
    if (input.addressAttributes !== undefined) await replaceAddress(tx, id, input.addressAttributes);
  });
}

/**
 * The new file is stored before the row points to it; the old one is left to the sweeper (and so
 * is the new one, when the experience turned out to be certified).
 */
export async function replaceExperiencePicture(db: Database, storage: Storage, experience: ExperienceRow, picture: Buffer) {
  const stored = await storePicture(db, storage, picture);
  await inTransaction(db, async (tx) => {
    await refuseIfCertified(tx, experience.id);
    await tx
      .update(experiences)
      .set({ pictureKey: stored.key, pictureWidth: stored.width, pictureHeight: stored.height, updatedAt: new Date() })
      .where(eq(experiences.id, experience.id));
  });
}

/** Tags, skills, groups, address, recognitions go with the row (ON DELETE CASCADE); the file with the sweeper. */
export async function deleteExperience(db: Database, experience: ExperienceRow) {
  await db.delete(experiences).where(eq(experiences.id, experience.id));
}

export async function findVisibleExperience(db: Database, id: number, viewer: Viewer | null): Promise<ExperienceRow | null> {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.id, id), experienceVisibleTo(viewer)))
    .limit(1);
  return row ?? null;
}

export async function findEditableExperience(db: Database, id: number, viewer: Viewer): Promise<ExperienceRow> {
  return requireAuthor(await findVisibleExperience(db, id, viewer), viewer, 'Experience');
}

/**
 * The public page: only a public experience, and on a community's host only one of that
 * community (the same token on another community's sub-domain is a 404), whose link is live under the
 * community's rule: one waiting for approval, or in a community that turned links off, is a 404.
 */
export async function findPublicExperience(db: Database, token: string, communityId: number | null): Promise<ExperienceRow | null> {
  const [row] = await db
    .select()
    .from(experiences)
    .where(
      and(
        eq(experiences.publicToken, token),
        experienceLinkLive,
        communityId === null ? undefined : eq(experiences.communityId, communityId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The caller's own experiences in the session's community, newest first, by page of 20. */
export async function listOwnExperienceIds(db: Database, viewer: Viewer, page: number) {
  const mine = and(eq(experiences.userId, viewer.userId), eq(experiences.communityId, viewer.communityId));
  const [[{ count }], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(experiences).where(mine),
    db
      .select({ id: experiences.id })
      .from(experiences)
      .where(mine)
      .orderBy(desc(experiences.createdAt), desc(experiences.id))
      .limit(EXPERIENCES_PAGE_SIZE)
      .offset(page * EXPERIENCES_PAGE_SIZE),
  ]);
  return { ids: rows.map((r) => r.id), pages: Math.ceil(count / EXPERIENCES_PAGE_SIZE) };
}
