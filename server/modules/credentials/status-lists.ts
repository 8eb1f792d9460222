import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communities, credentialStatusLists, openBadgeCredentials } from '../../db/schema';
import type { BadgeSettings } from './badge-settings';
import { issuerIdentity, statusListPath } from './issuer-identity';
import { signCredential } from './signing';

/**
 * Bitstring Status List §6.1: at least 131,072 entries (16 KB), so that one credential's bit hides
 * among many. Indexes are drawn at random for the same reason: neighbours in a list say nothing
 * about who was certified when.
 */
export const STATUS_LIST_LENGTH = 131_072;
/** A list past half full makes random draws collide often: the next credential opens a new list. */
const LIST_FILL_LIMIT = STATUS_LIST_LENGTH / 2;
const DRAW_ATTEMPTS = 32;

/** A credential counts as revoked when revoked, or when its certification no longer exists. */
export const isRevoked = or(isNotNull(openBadgeCredentials.revokedAt), isNull(openBadgeCredentials.certificationId));

/** The credential a certification issued, not a wallet's copy of it. */
export const isOriginal = isNull(openBadgeCredentials.originalId);

export const statusListUrl = (origin: string, listId: number) => `${origin}${statusListPath(listId)}`;

/** The community's list with room left, opened if there is none. */
export async function openStatusList(db: Database, communityId: number) {
  const [latest] = await db
    .select({ id: credentialStatusLists.id, length: credentialStatusLists.length })
    .from(credentialStatusLists)
    .where(eq(credentialStatusLists.communityId, communityId))
    .orderBy(desc(credentialStatusLists.id))
    .limit(1);
  if (latest) {
    const [{ used }] = await db.select({ used: count() }).from(openBadgeCredentials).where(eq(openBadgeCredentials.statusListId, latest.id));
    if (used < LIST_FILL_LIMIT) return latest;
  }
  const [created] = await db
    .insert(credentialStatusLists)
    .values({ communityId, length: STATUS_LIST_LENGTH })
    .returning({ id: credentialStatusLists.id, length: credentialStatusLists.length });
  return created;
}

/** A free index of the list, drawn at random; the unique index catches the rare race. */
export async function drawFreeIndex(db: Database, list: { id: number; length: number }): Promise<number> {
  for (let attempt = 0; attempt < DRAW_ATTEMPTS; attempt++) {
    const index = randomInt(list.length);
    const [taken] = await db
      .select({ id: openBadgeCredentials.id })
      .from(openBadgeCredentials)
      .where(and(eq(openBadgeCredentials.statusListId, list.id), eq(openBadgeCredentials.statusIndex, index)));
    if (!taken) return index;
  }
  throw new Error(`No free index found in status list ${list.id}`);
}

/**
 * The list's signed BitstringStatusListCredential, as it stands now. It is signed again only when
 * the revoked indexes changed since the last signature (their digest is kept with it), so that
 * revocations through a cascade (a deleted experience or account) show without any code on their
 * path. Two readers re-signing at once store the same list.
 */
export async function signedStatusList(db: Database, settings: BadgeSettings, listId: number, communityId: number) {
  const [list] = await db
    .select({ list: credentialStatusLists, slug: communities.slug })
    .from(credentialStatusLists)
    .innerJoin(communities, eq(communities.id, credentialStatusLists.communityId))
    .where(and(eq(credentialStatusLists.id, listId), eq(credentialStatusLists.communityId, communityId)));
  if (!list) return null;
  const revoked = await db
    .select({ index: openBadgeCredentials.statusIndex })
    .from(openBadgeCredentials)
    .where(and(eq(openBadgeCredentials.statusListId, listId), isRevoked))
    .orderBy(openBadgeCredentials.statusIndex);
  const digest = createHash('sha256').update(revoked.map((r) => r.index).join(',')).digest('hex');
  if (list.list.signedCredential && list.list.signedFor === digest) return list.list.signedCredential as Record<string, unknown>;

  const identity = issuerIdentity(settings.appOrigin, list.slug);
  const bits = await createList({ length: list.list.length });
  for (const { index } of revoked) bits.setStatus(index, true);
  const unsigned = await createCredential({ id: statusListUrl(identity.origin, listId), list: bits, statusPurpose: 'revocation' });
  const signed = await signCredential(db, settings, communityId, identity, { ...unsigned, issuer: identity.did, validFrom: new Date().toISOString() });
  await db.update(credentialStatusLists).set({ signedCredential: signed, signedFor: digest }).where(eq(credentialStatusLists.id, listId));
  return signed;
}
