import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certifications, communities, openBadgeCredentials } from '../../db/schema';
import type { BadgeSettings } from './badge-settings';
import { revocationEntry } from './credential-document';
import { credentialPagePath, issuerIdentity } from './issuer-identity';
import type { IssuedCredential } from './issuing';
import { signCredential } from './signing';
import { drawFreeIndex, isOriginal, openStatusList } from './status-lists';

/** A credential a learner may hand to a wallet: issued by a certification, of the host's community. */
export type PickableCredential = { id: number; publicId: string; communityId: number; certificationId: number | null; isLive: boolean };

/**
 * The credential a certification issued, by public id, on its community's host; null for an
 * unknown id, another community's, or a wallet's copy (only the original is offered).
 */
export async function findPickableCredential(db: Database, publicId: string, communityId: number): Promise<PickableCredential | null> {
  const [row] = await db
    .select({ credential: openBadgeCredentials })
    .from(openBadgeCredentials)
    .where(and(eq(openBadgeCredentials.publicId, publicId), eq(openBadgeCredentials.communityId, communityId), isOriginal));
  if (!row) return null;
  const { id, certificationId, document, revokedAt } = row.credential;
  return { id, publicId, communityId, certificationId, isLive: certificationId !== null && document !== null && revokedAt === null };
}

/**
 * Re-issues a credential to a wallet's holder, in the caller's transaction: the same content,
 * `credentialSubject.id` naming the holder's DID, an id and a revocation entry of its own, signed
 * by the same community key. The copy names the original's certification, so that the original's
 * revocation or erasure (revokeCredentialForCertification, the erasure trigger) reaches it too.
 *
 * The original is locked for update and its certification for share first: a withdrawal (which
 * locks the original before it revokes) or a deletion of the certification at the same moment
 * comes wholly before, and this answers null, or wholly after, and finds the copy. Null when the
 * original is revoked or erased: no copy is made.
 */
export async function issueHolderCopy(tx: Database, settings: BadgeSettings, originalId: number, holderDid: string): Promise<(IssuedCredential & { id: number }) | null> {
  const [original] = await tx
    .select({ credential: openBadgeCredentials, slug: communities.slug })
    .from(openBadgeCredentials)
    .innerJoin(communities, eq(communities.id, openBadgeCredentials.communityId))
    .where(and(eq(openBadgeCredentials.id, originalId), isOriginal))
    .for('update', { of: openBadgeCredentials });
  const { credential } = original ?? {};
  if (!credential || credential.document === null || credential.revokedAt !== null || credential.certificationId === null) return null;
  const [certification] = await tx.select({ id: certifications.id }).from(certifications).where(eq(certifications.id, credential.certificationId)).for('share');
  if (!certification) return null;

  const identity = issuerIdentity(settings.appOrigin, original!.slug);
  const list = await openStatusList(tx, credential.communityId);
  const statusIndex = await drawFreeIndex(tx, list);
  const publicId = randomUUID();
  // The original's proof signs the original only: the copy gets its own.
  const content = { ...(credential.document as Record<string, unknown>) };
  delete content.proof;
  const unsigned = {
    ...content,
    id: `${identity.origin}${credentialPagePath(publicId)}`,
    credentialSubject: { ...(content.credentialSubject as Record<string, unknown>), id: holderDid },
    credentialStatus: revocationEntry(identity.origin, list.id, statusIndex),
  };
  const document = await signCredential(tx, settings, credential.communityId, identity, unsigned);
  const [copy] = await tx.insert(openBadgeCredentials).values({
    publicId,
    communityId: credential.communityId,
    certificationId: credential.certificationId,
    statusListId: list.id,
    statusIndex,
    identitySalt: credential.identitySalt,
    document,
    originalId: credential.id,
    holderDid,
  }).returning({ id: openBadgeCredentials.id });
  return { id: copy.id, publicId, document };
}
