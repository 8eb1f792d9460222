import 'server-only';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK, type ProtectedHeaderParameters } from 'jose';
import { CLOCK_TOLERANCE_S, PROOF_ALGORITHMS, PROOF_JWT_TYPE, PROOF_MAX_AGE_S } from './pickup-rules';

/** Why a proof was refused, for the wallet's error_description. */
export class HolderProofError extends Error {}

/** The holder's key and the DID that names it. */
type HolderKey = { did: string; jwk: JWK };

/** Ed25519 public keys as did:key names them: multibase base58btc (`z`) of 0xed 0x01 and the 32 key bytes. */
const ED25519_DID_KEY = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,50})$/;
const DID_JWK = /^did:jwk:([A-Za-z0-9_-]{1,2048})$/;

/** A public JWK of a curve we verify, without its private part. */
function publicJwk(value: unknown): JWK {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HolderProofError('The key is not a JWK');
  const jwk = value as Record<string, unknown>;
  if ('d' in jwk) throw new HolderProofError('The key carries its private part');
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.x === 'string') return { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
  if (jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.x === 'string' && typeof jwk.y === 'string') return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
  throw new HolderProofError('Only Ed25519 and P-256 keys are supported');
}

/** did:jwk (its identifier is the key's JSON, base64url-encoded). */
const didJwk = (jwk: JWK) => `did:jwk:${Buffer.from(JSON.stringify(jwk)).toString('base64url')}`;

/**
 * The key a proof names: a `kid` that is a did:key (Ed25519) or did:jwk DID URL, resolved
 * without the network, or a `jwk` header (the holder is then its did:jwk). Never both.
 */
async function holderKey(header: ProtectedHeaderParameters): Promise<HolderKey> {
  if (header.kid !== undefined && header.jwk !== undefined) throw new HolderProofError('kid and jwk must not both be present');
  if (header.jwk !== undefined) {
    const jwk = publicJwk(header.jwk);
    return { did: didJwk(jwk), jwk };
  }
  if (typeof header.kid !== 'string') throw new HolderProofError('The proof names no key (kid or jwk)');
  const [did, fragment] = header.kid.split('#');
  const key = ED25519_DID_KEY.exec(did);
  if (key) {
    if (fragment !== undefined && fragment !== key[1]) throw new HolderProofError('The did:key URL names another key');
    const keyPair = await Ed25519Multikey.from({ type: 'Multikey', publicKeyMultibase: key[1] }).catch(() => {
      throw new HolderProofError('The did:key is not an Ed25519 key');
    });
    return { did, jwk: await Ed25519Multikey.toJwk({ keyPair }) };
  }
  const jwkDid = DID_JWK.exec(did);
  if (jwkDid) {
    if (fragment !== undefined && fragment !== '0') throw new HolderProofError('A did:jwk has one key, #0');
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(jwkDid[1], 'base64url').toString('utf8'));
    } catch {
      throw new HolderProofError('The did:jwk does not hold a JWK');
    }
    return { did, jwk: publicJwk(decoded) };
  }
  throw new HolderProofError('The key must be a did:key (Ed25519) or did:jwk DID URL, or a jwk header');
}

/**
 * Verifies a wallet's proof of possession (OpenID4VCI draft 13 §7.2.1.1): a JWT of type
 * openid4vci-proof+jwt, signed with EdDSA (Ed25519) or ES256 by the key it names, for this
 * issuer (`aud`), recent (`iat`), carrying a nonce that `isNonceLive` accepts. Answers the
 * holder's DID; throws HolderProofError with the reason, or `stale` when only the nonce failed.
 */
export async function verifyHolderProof(jwt: string, options: { issuer: string; isNonceLive: (nonce: unknown) => boolean }): Promise<{ did: string; staleNonce: boolean }> {
  let header: ProtectedHeaderParameters;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    throw new HolderProofError('The proof is not a JWT');
  }
  if (header.typ !== PROOF_JWT_TYPE) throw new HolderProofError(`The proof's typ must be ${PROOF_JWT_TYPE}`);
  if (typeof header.alg !== 'string' || !PROOF_ALGORITHMS.includes(header.alg)) throw new HolderProofError(`The proof's alg must be one of ${PROOF_ALGORITHMS.join(', ')}`);
  const { did, jwk } = await holderKey(header);
  const expectedAlg = jwk.kty === 'OKP' ? 'EdDSA' : 'ES256';
  if (header.alg !== expectedAlg) throw new HolderProofError(`A ${jwk.crv} key signs with ${expectedAlg}`);
  let payload: Record<string, unknown>;
  try {
    const key = await importJWK(jwk, expectedAlg);
    ({ payload } = await jwtVerify(jwt, key, {
      typ: PROOF_JWT_TYPE,
      algorithms: [expectedAlg],
      audience: options.issuer,
      maxTokenAge: PROOF_MAX_AGE_S,
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    throw new HolderProofError(`The proof does not verify: ${error instanceof Error ? error.message : 'invalid'}`);
  }
  return { did, staleNonce: !options.isNonceLive(payload.nonce) };
}
