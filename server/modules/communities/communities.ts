import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communities } from '../../db/schema';
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
  };
}

/** A community admin's privacy rules, written; answers the community as it now is. */
export async function updateCommunitySettings(db: Database, communityId: number, settings: TCommunitySettings) {
  const [row] = await db.update(communities).set(settings).where(eq(communities.id, communityId)).returning();
  return serializeCommunity(row);
}
