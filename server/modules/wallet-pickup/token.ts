import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletOffers } from '../../db/schema';
import { OAuthRefusal } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { digestToken, isOpaqueToken, newOpaqueToken } from '../../platform/tokens';
import { newNonce } from './nonces';
import { isOpenOffer, txCodeDigest } from './offers';
import { ACCESS_TOKEN_LIFETIME_S, CONFIGURATION_ID, MAX_TX_CODE_FAILURES, PRE_AUTHORIZED_GRANT } from './pickup-rules';

/** A token request's parameters (RFC 6749 §4.1.3, OpenID4VCI draft 13 §6.1), names as sent. */
export type TokenRequest = { grant_type: string; 'pre-authorized_code'?: string; tx_code?: string };

const invalidGrant = (description: string) => new OAuthRefusal(400, 'invalid_grant', description);

/**
 * Exchanges a pre-authorized code and its transaction code for an access token (opaque, kept as
 * its digest). The code is spent by the exchange itself, in one conditional update, so that two
 * exchanges at once get one token. A wrong transaction code counts; the fifth ends the offer.
 * Another community's code, on this host, is as unknown as any other.
 */
export async function exchangePreAuthorizedCode(db: Database, secrets: SecretBox, communityId: number, request: TokenRequest) {
  if (request.grant_type !== PRE_AUTHORIZED_GRANT) throw new OAuthRefusal(400, 'unsupported_grant_type', `Only ${PRE_AUTHORIZED_GRANT} is supported`);
  const code = request['pre-authorized_code'];
  if (!code) throw new OAuthRefusal(400, 'invalid_request', 'pre-authorized_code is required');
  if (request.tx_code === undefined) throw new OAuthRefusal(400, 'invalid_request', 'This offer requires its tx_code');
  if (!isOpaqueToken(code)) throw invalidGrant('The pre-authorized code is unknown, used or expired');

  const ofThisOffer = and(eq(walletOffers.codeHash, digestToken(code)), eq(walletOffers.communityId, communityId), isOpenOffer());
  const [offer] = await db.select({ id: walletOffers.id, txCodeHash: walletOffers.txCodeHash }).from(walletOffers).where(ofThisOffer);
  if (!offer) throw invalidGrant('The pre-authorized code is unknown, used or expired');

  if (offer.txCodeHash !== txCodeDigest(code, request.tx_code)) {
    await db
      .update(walletOffers)
      .set({
        failedTxCodes: sql`${walletOffers.failedTxCodes} + 1`,
        spentAt: sql`case when ${walletOffers.failedTxCodes} + 1 >= ${MAX_TX_CODE_FAILURES} then now() else ${walletOffers.spentAt} end`,
      })
      .where(eq(walletOffers.id, offer.id));
    throw invalidGrant('The transaction code is wrong');
  }

  const accessToken = newOpaqueToken();
  const accessTokenHash = digestToken(accessToken);
  const spent = await db
    .update(walletOffers)
    .set({ spentAt: new Date(), accessTokenHash, accessTokenExpiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_S * 1000) })
    .where(and(eq(walletOffers.id, offer.id), ofThisOffer))
    .returning({ id: walletOffers.id });
  if (spent.length === 0) throw invalidGrant('The pre-authorized code is unknown, used or expired');
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    ...newNonce(secrets, accessTokenHash),
    // Draft 13 §6.2: the wallet asks for the credential by this identifier (or by its format).
    authorization_details: [{ type: 'openid_credential', credential_configuration_id: CONFIGURATION_ID, credential_identifiers: [CONFIGURATION_ID] }],
  };
}
