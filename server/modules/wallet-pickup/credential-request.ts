import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction, type Database } from '../../db/client';
import { walletOffers } from '../../db/schema';
import { OAuthRefusal } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { digestToken, isOpaqueToken } from '../../platform/tokens';
import { issueHolderCopy, type BadgeSettings } from '../credentials';
import { HolderProofError, verifyHolderProof } from './holder-proof';
import { isLiveNonce, newNonce } from './nonces';
import { CONFIGURATION_ID } from './pickup-rules';

/**
 * A credential request (OpenID4VCI draft 13 §7.2): by the identifier the token answer named, or
 * by format and type; with one JWT proof of possession. Names as sent (`@context`).
 */
export const ZCredentialRequest = z.looseObject({
  credential_identifier: z.string().max(200).optional(),
  format: z.string().max(100).optional(),
  credential_definition: z.looseObject({ type: z.array(z.string().max(200)).max(20).optional(), '@context': z.array(z.unknown()).max(20).optional() }).optional(),
  proof: z.looseObject({ proof_type: z.string().max(100), jwt: z.string().max(8_000).optional() }).optional(),
});
export type TCredentialRequest = z.infer<typeof ZCredentialRequest>;

const invalidToken = () => new OAuthRefusal(401, 'invalid_token', 'The access token is unknown, expired or already used');

/** The bearer token of an Authorization header (RFC 6750 §2.1), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]+)$/i.exec(header?.trim() ?? '');
  return match && isOpaqueToken(match[1]) ? match[1] : null;
}

/** What the request asks for must be our one configuration. */
function assertOurConfiguration(request: TCredentialRequest) {
  if (request.credential_identifier !== undefined) {
    if (request.credential_identifier !== CONFIGURATION_ID) throw new OAuthRefusal(400, 'invalid_credential_request', `Unknown credential_identifier; this issuer offers ${CONFIGURATION_ID}`);
    return;
  }
  if (request.format === undefined) throw new OAuthRefusal(400, 'invalid_credential_request', 'credential_identifier or format is required');
  if (request.format !== 'ldp_vc') throw new OAuthRefusal(400, 'unsupported_credential_format', 'Only ldp_vc is issued');
  if (!request.credential_definition?.type?.includes('OpenBadgeCredential')) throw new OAuthRefusal(400, 'unsupported_credential_type', 'Only OpenBadgeCredential is issued');
}

/**
 * Issues the wallet's copy of the offered credential, bound to the holder whose key signed the
 * proof. The access token (of this host's community) buys one copy: its offer row is locked, so
 * a second request, even at the same moment, finds the copy made and is refused. A refused proof
 * is answered with a fresh c_nonce and changes nothing. A credential revoked or erased since the
 * offer is `credential_request_denied`, and no copy is made.
 */
export async function issueToWallet(
  db: Database,
  deps: { settings: BadgeSettings; secrets: SecretBox },
  community: { id: number; issuer: string },
  token: string | null,
  readRequest: () => Promise<TCredentialRequest>,
) {
  if (!token) throw invalidToken();
  const accessTokenHash = digestToken(token);
  const live = and(eq(walletOffers.accessTokenHash, accessTokenHash), eq(walletOffers.communityId, community.id), gt(walletOffers.accessTokenExpiresAt, new Date()), isNull(walletOffers.copyId));
  const [known] = await db.select({ id: walletOffers.id }).from(walletOffers).where(live);
  if (!known) throw invalidToken();

  // The token before the body: without a live one, nothing of the request is read.
  const request = await readRequest();
  assertOurConfiguration(request);
  const refuseProof = (description: string) => new OAuthRefusal(400, 'invalid_proof', description, newNonce(deps.secrets, accessTokenHash));
  if (request.proof?.proof_type !== 'jwt' || typeof request.proof.jwt !== 'string') throw refuseProof('One proof of proof_type jwt is required');
  let holder: { did: string; staleNonce: boolean };
  try {
    holder = await verifyHolderProof(request.proof.jwt, { issuer: community.issuer, isNonceLive: (nonce) => isLiveNonce(deps.secrets, accessTokenHash, nonce) });
  } catch (error) {
    if (error instanceof HolderProofError) throw refuseProof(error.message);
    throw error;
  }
  // Draft 13 §7.3.1.2: a proof without the current c_nonce is invalid_proof, with a fresh one to sign.
  if (holder.staleNonce) throw refuseProof('The proof must carry the c_nonce of this access token, unexpired');

  const credential = await inTransaction(db, async (tx) => {
    const [offer] = await tx.select({ id: walletOffers.id, credentialId: walletOffers.credentialId }).from(walletOffers).where(and(eq(walletOffers.id, known.id), live)).for('update');
    if (!offer) throw invalidToken();
    const copy = await issueHolderCopy(tx, deps.settings, offer.credentialId, holder.did);
    if (!copy) return null;
    await tx.update(walletOffers).set({ copyId: copy.id }).where(eq(walletOffers.id, offer.id));
    return copy.document;
  });
  if (!credential) throw new OAuthRefusal(400, 'credential_request_denied', 'This credential was revoked: no copy is issued');
  return { credential, ...newNonce(deps.secrets, accessTokenHash) };
}
