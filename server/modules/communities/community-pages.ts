import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TCommunityPage, TCommunityPageKind } from '@/lib/shared/validation/community-page';
import type { Database } from '../../db/client';
import { communityPages } from '../../db/schema';

const key = (communityId: number, kind: TCommunityPageKind, locale: TLocale) =>
  and(eq(communityPages.communityId, communityId), eq(communityPages.kind, kind), eq(communityPages.locale, locale));

/** The community's own text for the page in this language, or a null body: the product's text stands. */
export async function readCommunityPage(db: Database, communityId: number, kind: TCommunityPageKind, locale: TLocale): Promise<TCommunityPage> {
  const [row] = await db.select().from(communityPages).where(key(communityId, kind, locale));
  return { kind, locale, body: row?.body ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Writes (or, with an empty body, removes) the community's text; the caller checked the writer is a community admin. */
export async function writeCommunityPage(
  db: Database,
  page: { communityId: number; kind: TCommunityPageKind; locale: TLocale; body: string; writerId: number },
): Promise<TCommunityPage> {
  if (!page.body) {
    await db.delete(communityPages).where(key(page.communityId, page.kind, page.locale));
    return { kind: page.kind, locale: page.locale, body: null, updatedAt: null };
  }
  const now = new Date();
  const values = { communityId: page.communityId, kind: page.kind, locale: page.locale, body: page.body, updatedBy: page.writerId, updatedAt: now };
  await db
    .insert(communityPages)
    .values(values)
    .onConflictDoUpdate({ target: [communityPages.communityId, communityPages.kind, communityPages.locale], set: { body: page.body, updatedBy: page.writerId, updatedAt: now } });
  return { kind: page.kind, locale: page.locale, body: page.body, updatedAt: now.toISOString() };
}
