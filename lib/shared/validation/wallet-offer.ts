import { z } from 'zod';

/** How long a wallet offer (its QR code or deep link, and its transaction code) may be picked up. */
export const WALLET_OFFER_LIFETIME_MS = 10 * 60 * 1000;
/** The transaction code's digits, shown on the learner's page and typed into the wallet. */
export const TX_CODE_LENGTH = 6;

/**
 * POST /v2/credentials/{public_id}/wallet_offers: an OpenID4VCI credential offer for the
 * learner's wallet. `offer_uri` is what the QR code holds (and a phone's deep link opens);
 * `tx_code` is shown beside it, never put in the QR code.
 */
export const ZWalletOffer = z.object({
  offerUri: z.string(),
  credentialOfferUri: z.string(),
  txCode: z.string().regex(new RegExp(`^\\d{${TX_CODE_LENGTH}}$`)),
  expiresAt: z.string(),
});
export type TWalletOffer = z.infer<typeof ZWalletOffer>;
