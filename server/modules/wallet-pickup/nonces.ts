import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/secret-box';
import { C_NONCE_LIFETIME_S } from './pickup-rules';

const PURPOSE = 'oid4vci c_nonce';

/**
 * A c_nonce (OpenID4VCI draft 13 §7.3): the wallet's proof must sign it. It is made, not stored:
 * its expiry, randomness and a signature over both and the access token it belongs to, so that a
 * refused proof can be answered with a fresh one without writing anything. Replaying a nonce
 * gains nothing: its access token buys one copy.
 */
export function newNonce(secrets: SecretBox, accessTokenHash: string) {
  const body = `${Math.floor(Date.now() / 1000) + C_NONCE_LIFETIME_S}.${randomBytes(16).toString('base64url')}`;
  return { c_nonce: `${body}.${secrets.sign(PURPOSE, `${accessTokenHash}.${body}`)}`, c_nonce_expires_in: C_NONCE_LIFETIME_S };
}

/** Whether the nonce is one of ours, for this access token, and not expired. */
export function isLiveNonce(secrets: SecretBox, accessTokenHash: string, nonce: unknown): boolean {
  if (typeof nonce !== 'string') return false;
  const parts = nonce.split('.');
  if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0])) return false;
  const expected = Buffer.from(secrets.sign(PURPOSE, `${accessTokenHash}.${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(parts[0]) * 1000 > Date.now();
}
