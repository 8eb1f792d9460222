import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { TestApi } from './api-harness';

export const PRE_AUTHORIZED_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

/** A wallet's holder key: Ed25519 named by its did:key, or P-256 by its did:jwk. */
export type Holder = { did: string; kid: string; alg: 'EdDSA' | 'ES256'; privateKey: CryptoKey; publicJwk: JWK };

export async function ed25519Holder(): Promise<Holder> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = await exportJWK(publicKey);
  const { publicKeyMultibase } = await Ed25519Multikey.fromJwk({ jwk: publicJwk as Record<string, unknown> });
  const did = `did:key:${publicKeyMultibase}`;
  return { did, kid: `${did}#${publicKeyMultibase}`, alg: 'EdDSA', privateKey, publicJwk };
}

export async function p256Holder(): Promise<Holder> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(publicKey);
  const did = `did:jwk:${Buffer.from(JSON.stringify(publicJwk)).toString('base64url')}`;
  return { did, kid: `${did}#0`, alg: 'ES256', privateKey, publicJwk };
}

/** A proof of possession as draft 13 §7.2.1.1 has it; `change` alters any part to test a refusal. */
export async function proofJwt(
  holder: Holder,
  claims: { aud: string; nonce?: string },
  change: { header?: Record<string, unknown>; payload?: Record<string, unknown>; signWith?: CryptoKey } = {},
): Promise<string> {
  return new SignJWT({ nonce: claims.nonce, ...change.payload })
    .setProtectedHeader({ typ: 'openid4vci-proof+jwt', alg: holder.alg, kid: holder.kid, ...change.header })
    .setAudience(claims.aud)
    .setIssuedAt(typeof change.payload?.iat === 'number' ? change.payload.iat : undefined)
    .sign(change.signWith ?? holder.privateKey);
}

/** Asks for an offer as the signed-in learner. */
export const askOffer = (api: TestApi, who: { token?: string; host: string }, publicId: string) =>
  api.request(`/v2/credentials/${publicId}/wallet_offers`, { method: 'POST', host: who.host, token: who.token });

/** The offer's path on the backend: the credential_offer_uri without the web origin's /api. */
export const backendPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

export const tokenRequest = (api: TestApi, host: string, fields: Record<string, string>) =>
  api.request('/v2/oid4vci/token', { method: 'POST', host, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

export const credentialRequest = (api: TestApi, host: string, accessToken: string | null, body: unknown) =>
  api.request('/v2/oid4vci/credential', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', ...(accessToken && { authorization: `Bearer ${accessToken}` }) },
    body: JSON.stringify(body),
  });

/** A live offer's code and tx_code, through the API as the learner's page gets them. */
export async function openOffer(api: TestApi, who: { token: string; host: string }, publicId: string) {
  const res = await askOffer(api, who, publicId);
  if (res.status !== 201) throw new Error(`wallet offer answered ${res.status}: ${await res.text()}`);
  const { data } = await res.json();
  const offer = await (await api.request(backendPath(data.credential_offer_uri), { host: who.host })).json();
  return { ...data, code: offer.grants[PRE_AUTHORIZED_GRANT]['pre-authorized_code'] as string, offer } as {
    offer_uri: string;
    credential_offer_uri: string;
    tx_code: string;
    expires_at: string;
    code: string;
    offer: Record<string, any>;
  };
}

/** An access token and its c_nonce for a live offer. */
export async function accessTokenFor(api: TestApi, who: { token: string; host: string }, publicId: string) {
  const offer = await openOffer(api, who, publicId);
  const res = await tokenRequest(api, who.host, { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code });
  if (res.status !== 200) throw new Error(`token answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  return { accessToken: body.access_token as string, nonce: body.c_nonce as string, offer };
}
