import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { localeOrDefault } from '@/lib/shared/i18n/locales';
import { TX_CODE_LENGTH, WALLET_OFFER_LIFETIME_MS, type TWalletOffer } from '@/lib/shared/validation/wallet-offer';
import { inTransaction, type Database } from '../../db/client';
import { certifications, experiences, openBadgeCredentials, users, walletOffers } from '../../db/schema';
import { gone, notFound } from '../../platform/errors';
import { digestToken, isOpaqueToken, newOpaqueToken } from '../../platform/tokens';
import { translator } from '../../platform/translations';
import { findPickableCredential, issuerIdentity, type BadgeSettings } from '../credentials';
import { CONFIGURATION_ID, MAX_TX_CODE_FAILURES, PRE_AUTHORIZED_GRANT } from './pickup-rules';
import { walletEndpoints } from './wallet-endpoints';

type Learner = { userId: number; communityId: number; communitySlug: string };

/** The transaction code's digest, salted with its offer's secret: equal codes of two offers differ. */
export const txCodeDigest = (code: string, txCode: string) => digestToken(`${code}:${txCode}`);

/** An offer that may still be picked up: not spent, not expired, not ended by wrong codes. */
export const isOpenOffer = () =>
  and(isNull(walletOffers.spentAt), gt(walletOffers.expiresAt, new Date()), lt(walletOffers.failedTxCodes, MAX_TX_CODE_FAILURES));

/**
 * Offers the learner's own credential to a wallet. Someone else's (or an unknown one) is the
 * 404 of anything the caller cannot see; a revoked one is 410 CREDENTIAL_REVOKED, as its
 * public download says to anyone. A new offer ends the learner's earlier open ones for the same
 * credential: one live QR code at a time, whichever answer of a repeated click the page shows.
 */
export async function createWalletOffer(db: Database, settings: BadgeSettings, learner: Learner, publicId: string): Promise<TWalletOffer> {
  const credential = await findPickableCredential(db, publicId, learner.communityId);
  if (!credential) throw notFound('Credential');
  if (!credential.isLive) throw gone('CREDENTIAL_REVOKED', 'This credential was revoked: it cannot be picked up');
  const [owner] = await db
    .select({ userId: experiences.userId })
    .from(certifications)
    .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
    .where(eq(certifications.id, credential.certificationId!));
  if (owner?.userId !== learner.userId) throw notFound('Credential');

  const code = newOpaqueToken();
  const txCode = String(randomInt(10 ** TX_CODE_LENGTH)).padStart(TX_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + WALLET_OFFER_LIFETIME_MS);
  await inTransaction(db, async (tx) => {
    await tx
      .update(walletOffers)
      .set({ spentAt: new Date() })
      .where(and(eq(walletOffers.credentialId, credential.id), eq(walletOffers.userId, learner.userId), isNull(walletOffers.spentAt)));
    await tx.insert(walletOffers).values({
      communityId: learner.communityId,
      credentialId: credential.id,
      userId: learner.userId,
      codeHash: digestToken(code),
      txCodeHash: txCodeDigest(code, txCode),
      expiresAt,
    });
  });
  const credentialOfferUri = walletEndpoints(issuerIdentity(settings.appOrigin, learner.communitySlug).origin).offer(code);
  return {
    offerUri: `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(credentialOfferUri)}`,
    credentialOfferUri,
    txCode,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The credential offer (OpenID4VCI draft 13 §4.1.1) behind an offer's URL, on its community's
 * host only, while it may be picked up: 404 once spent, expired, ended, on another host, or when
 * its credential was revoked since. The code is the URL's own secret (schema.ts, walletOffers).
 */
export async function credentialOffer(db: Database, settings: BadgeSettings, community: { id: number; slug: string }, code: string) {
  if (!isOpaqueToken(code)) throw notFound('Credential offer');
  const [offer] = await db
    .select({ credentialId: walletOffers.credentialId, locale: users.locale })
    .from(walletOffers)
    .innerJoin(users, eq(users.id, walletOffers.userId))
    .innerJoin(openBadgeCredentials, eq(openBadgeCredentials.id, walletOffers.credentialId))
    .where(and(eq(walletOffers.codeHash, digestToken(code)), eq(walletOffers.communityId, community.id), isOpenOffer(), isNull(openBadgeCredentials.revokedAt)));
  if (!offer) throw notFound('Credential offer');
  const words = translator(localeOrDefault(offer.locale), 'walletPickup');
  return {
    credential_issuer: issuerIdentity(settings.appOrigin, community.slug).origin,
    credential_configuration_ids: [CONFIGURATION_ID],
    grants: {
      [PRE_AUTHORIZED_GRANT]: {
        'pre-authorized_code': code,
        tx_code: { input_mode: 'numeric', length: TX_CODE_LENGTH, description: words('txCodeDescription') },
      },
    },
  };
}
