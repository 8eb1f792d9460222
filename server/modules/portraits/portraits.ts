import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TPortrait, TPortraitUpdate } from '@/lib/shared/validation/portrait';
import { inTransaction, type Database } from '../../db/client';
import { experiences, portraitHighlights, portraits } from '../../db/schema';
import { InvalidError, notFound } from '../../platform/errors';
import { ownGroupIds, replaceGroups, requireGroupsForGroupSharing } from '../sharing';
import { loadPortrait } from './serializer';
import { portraitVisibleTo, requireAuthor, type Viewer } from '../sharing';

export type PortraitRow = typeof portraits.$inferSelect;

export async function findVisiblePortrait(db: Database, userId: number, viewer: Viewer): Promise<PortraitRow | null> {
  const [row] = await db
    .select()
    .from(portraits)
    .where(and(eq(portraits.userId, userId), portraitVisibleTo(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * The portrait of `userId` as `viewer` may read it (README decisions, "A portrait"): its
 * highlights and skills only from the experiences the viewer may read. A portrait never saved
 * is private: its author reads its defaults, anyone else gets NotFound, as for any item they
 * may not see. What the portrait PDF renders too.
 */
export async function getPortrait(db: Database, viewer: Viewer, userId: number): Promise<TPortrait> {
  const row = await findVisiblePortrait(db, userId, viewer);
  if (!row && userId !== viewer.userId) throw notFound('Portrait');
  return loadPortrait(db, viewer, userId, row);
}

/** The highlights are the author's own experiences of the community the portrait belongs to, refused as a whole. */
async function requireOwnExperiences(tx: Database, author: Viewer, experienceIds: number[]) {
  if (experienceIds.length === 0) return;
  const own = await tx
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(inArray(experiences.id, experienceIds), eq(experiences.userId, author.userId), eq(experiences.communityId, author.communityId)));
  if (own.length !== experienceIds.length) throw new InvalidError({ highlighted_experience_ids: ['must be your own experiences in this community'] });
}

/**
 * PUT /v2/portraits/{id}: the author alone changes it; one who may read it gets Forbidden, one
 * who may not NotFound, as for stories (`requireAuthor`).
 */
export async function requirePortraitAuthor(db: Database, viewer: Viewer, userId: number): Promise<void> {
  if (userId !== viewer.userId) requireAuthor(await findVisiblePortrait(db, userId, viewer), viewer, 'Portrait');
}

/**
 * The author's own portrait: the first save writes the row from the defaults; each save
 * changes only what it names, and the portrait follows its author's session community.
 */
export async function updatePortrait(db: Database, author: Viewer, input: TPortraitUpdate): Promise<void> {
  const { userId, communityId } = author;
  await inTransaction(db, async (tx) => {
    const changes = {
      ...(input.about !== undefined && { about: input.about }),
      ...(input.sharingParameters !== undefined && { sharingParameters: input.sharingParameters }),
      ...(input.showBadges !== undefined && { showBadges: input.showBadges }),
    };
    const [row] = await tx
      .insert(portraits)
      .values({ userId, communityId, ...changes })
      .onConflictDoUpdate({ target: portraits.userId, set: { ...changes, communityId, updatedAt: new Date() } })
      .returning();
    const groupIds = input.groupIds === undefined ? undefined : await ownGroupIds(tx, userId, communityId, input.groupIds);
    await requireGroupsForGroupSharing(tx, 'portrait', userId, row.sharingParameters, groupIds);
    if (groupIds !== undefined) await replaceGroups(tx, 'portrait', userId, groupIds);
    if (input.highlightedExperienceIds !== undefined) {
      await requireOwnExperiences(tx, author, input.highlightedExperienceIds);
      await tx.delete(portraitHighlights).where(eq(portraitHighlights.portraitId, userId));
      if (input.highlightedExperienceIds.length) {
        await tx.insert(portraitHighlights).values(input.highlightedExperienceIds.map((experienceId, position) => ({ portraitId: userId, experienceId, position })));
      }
    }
  });
}
