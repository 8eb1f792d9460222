import 'server-only';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issuerKeys } from '../../db/schema';
import type { BadgeSettings } from './badge-settings';
import { DID_V1_CONTEXT, MULTIKEY_CONTEXT } from './contexts';
import type { IssuerIdentity } from './issuer-identity';

/** The community's public key, or null before its first credential. */
export async function findIssuerPublicKey(db: Database, communityId: number): Promise<string | null> {
  const [row] = await db.select({ publicKeyMultibase: issuerKeys.publicKeyMultibase }).from(issuerKeys).where(eq(issuerKeys.communityId, communityId));
  return row?.publicKeyMultibase ?? null;
}

/**
 * The community's signing key pair, made on first use. Two first uses at once both generate a
 * key; the insert keeps one, and both sign with the one kept.
 */
export async function issuerKeyPair(db: Database, settings: BadgeSettings, communityId: number, identity: IssuerIdentity) {
  let [row] = await db.select().from(issuerKeys).where(eq(issuerKeys.communityId, communityId));
  if (!row) {
    const fresh = await Ed25519Multikey.generate();
    await db
      .insert(issuerKeys)
      .values({ communityId, publicKeyMultibase: fresh.publicKeyMultibase, secretKeySealed: settings.keyBox.seal(fresh.secretKeyMultibase!) })
      .onConflictDoNothing();
    [row] = await db.select().from(issuerKeys).where(eq(issuerKeys.communityId, communityId));
  }
  return Ed25519Multikey.from({
    type: 'Multikey',
    id: identity.keyId,
    controller: identity.did,
    publicKeyMultibase: row.publicKeyMultibase,
    secretKeyMultibase: settings.keyBox.open(row.secretKeySealed),
  });
}

const method = (identity: IssuerIdentity, publicKeyMultibase: string) => ({ id: identity.keyId, type: 'Multikey', controller: identity.did, publicKeyMultibase });

/** The key as a verification method, as the document loader hands it to a verifier. */
export const verificationMethod = (identity: IssuerIdentity, publicKeyMultibase: string) => ({ '@context': MULTIKEY_CONTEXT, ...method(identity, publicKeyMultibase) });

/** The community's DID document, served at /.well-known/did.json on its host. */
export function didDocument(identity: IssuerIdentity, publicKeyMultibase: string) {
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: identity.did,
    verificationMethod: [method(identity, publicKeyMultibase)],
    assertionMethod: [identity.keyId],
    authentication: [identity.keyId],
  };
}
