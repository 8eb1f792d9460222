import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { communities, experiences, stories } from '../../db/schema';
import type { TCommunitySettings } from '@/lib/shared/validation/community';

export type CommunityRow = typeof communities.$inferSelect;

export async function findCommunityBySlug(db: Database, slug: string): Promise<CommunityRow | null> {
  const [row] = await db.select().from(communities).where(eq(communities.slug, slug)).limit(1);
  return row ?? null;
}

export async function findCommunityByUrl(db: Database, url: string): Promise<CommunityRow | null> {
  const [row] = await db.select().from(communities).where(eq(communities.url, url)).limit(1);
  return row ?? null;
}

export function serializeCommunity(row: CommunityRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: row.url,
    supportLink: row.supportLink,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    publicRegistration: row.publicRegistration,
    publicFullNames: row.publicFullNames,
    publicLinks: row.publicLinks,
    linkedinOrganizationId: row.linkedinOrganizationId,
  };
}

/**
 * A community admin's privacy rules, written; answers the community as it now is. Switching
 * public links to `approval` puts every public link not approved yet in the approvers' list,
 * from the switch (an item that asked before keeps its place): until one decides, it waits.
 */
export async function updateCommunitySettings(db: Database, communityId: number, settings: TCommunitySettings) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select({ publicLinks: communities.publicLinks }).from(communities).where(eq(communities.id, communityId)).for('update');
    const [row] = await tx.update(communities).set(settings).where(eq(communities.id, communityId)).returning();
    if (settings.publicLinks === 'approval' && before.publicLinks !== 'approval') {
      for (const table of [experiences, stories]) {
        await tx
          .update(table)
          .set({ publicLinkRequestedAt: sql`coalesce(${table.publicLinkRequestedAt}, now())` })
          .where(and(eq(table.communityId, communityId), eq(table.sharingParameters, 'public'), isNull(table.publicLinkApprovedAt)));
      }
    }
    return serializeCommunity(row);
  });
}
