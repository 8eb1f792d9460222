import 'server-only';
import { z } from 'zod';
import { AUTHORIZATION_SERVER_METADATA_PATH, ISSUER_METADATA_PATH } from '@/lib/shared/edge/edge-rules.mjs';
import { CREDENTIAL_PUBLIC_ID_PATTERN } from '@/lib/shared/validation/credential';
import { WALLET_OFFER_LIFETIME_MS, ZWalletOffer } from '@/lib/shared/validation/wallet-offer';
import { badgeSettings, type AppContext } from '../../http/context';
import { data, operation, protocolJson } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { issuerIdentity, requireHostCommunity } from '../credentials';
import { bearerToken, issueToWallet, ZCredentialRequest } from './credential-request';
import { authorizationServerMetadata, credentialIssuerMetadata } from './issuer-metadata';
import { credentialOffer, createWalletOffer } from './offers';
import { exchangePreAuthorizedCode } from './token';

const NO_COMMUNITY = 'NOT_FOUND: the host names no community';
const OFFER_CODE_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** OAuth 2.0's error answer (RFC 6749 §5.2); a refused proof adds a fresh c_nonce (draft 13 §7.3.1.2). */
const ZOAuthError = z.looseObject({ error: z.string(), error_description: z.string().optional(), c_nonce: z.string().optional(), c_nonce_expires_in: z.number().optional() });
const ZMetadata = z.looseObject({});
const ZCredentialOffer = z.looseObject({ credential_issuer: z.string(), credential_configuration_ids: z.array(z.string()), grants: z.record(z.string(), z.unknown()) });
const ZTokenRequest = z.looseObject({ grant_type: z.string(), 'pre-authorized_code': z.string().optional(), tx_code: z.string().optional() });
const ZTokenAnswer = z.looseObject({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), c_nonce: z.string(), c_nonce_expires_in: z.number() });
const ZCredentialAnswer = z.looseObject({ credential: z.record(z.string(), z.unknown()), c_nonce: z.string(), c_nonce_expires_in: z.number() });

/** The host's community as the credential issuer it is, named by its public origin. */
async function hostIssuer(c: AppContext) {
  const community = await requireHostCommunity(c);
  return { id: community.id, slug: community.slug, name: community.name, origin: issuerIdentity(badgeSettings(c.get('deps')).appOrigin, community.slug).origin };
}

/** Protocol answers carry secrets (codes, tokens, nonces): never cached (RFC 6749 §5.1). */
const protocolAnswer = (c: AppContext, body: unknown) => c.body(JSON.stringify(body), 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });

/**
 * Picking a credential up into a wallet with OpenID for Verifiable Credential Issuance (draft 13,
 * pre-authorized code flow). The learner asks for an offer on their signed-in page and gets its
 * QR code or deep link and a transaction code; the wallet reads the offer and the community's
 * metadata, exchanges the code for an access token, and asks for a copy bound to its holder's
 * DID. The wallet sees only the community's web origin (wallet-endpoints.ts); every protocol
 * step reads the community from the host, needs no session, and refuses in OAuth's shape.
 */
export const walletPickupOperations = [
  operation({
    method: 'post',
    path: '/v2/credentials/{publicId}/wallet_offers',
    summary: `Offer one's own credential to a wallet (OpenID4VCI pre-authorized code flow): a QR code or deep link and a transaction code, good once for ${WALLET_OFFER_LIFETIME_MS / 60_000} minutes; a new offer ends the earlier ones`,
    access: 'session',
    pathParameters: { publicId: { pattern: CREDENTIAL_PUBLIC_ID_PATTERN, description: "The credential's public id (a UUID)" } },
    responses: {
      201: data(ZWalletOffer, 'offer_uri (openid-credential-offer://…, for the QR code or deep link), its credential_offer_uri, the tx_code to show beside it, and when it expires'),
      404: "NOT_FOUND: unknown, another community's, or another person's credential",
      410: 'CREDENTIAL_REVOKED: a revoked credential cannot be picked up',
    },
    // Taking one's own credential away only reads it, as an export of one's data does.
    deactivatedMayCall: true,
    handler: async (c) => {
      const auth = requireAuth(c);
      const publicId = c.req.param('publicId') ?? '';
      if (!new RegExp(CREDENTIAL_PUBLIC_ID_PATTERN).test(publicId)) throw notFound('Credential');
      const learner = { userId: auth.user.id, communityId: auth.community.id, communitySlug: auth.community.slug };
      const offer = await createWalletOffer(c.get('deps').db, badgeSettings(c.get('deps')), learner, publicId);
      c.header('cache-control', 'no-store');
      return c.json(snake({ data: offer }), 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/wallet_offers/{code}',
    summary: 'A credential offer (OpenID4VCI draft 13 §4.1), what a wallet reads from the offer URI, on its community host, while it may be picked up',
    access: 'public',
    pathParameters: { code: { pattern: OFFER_CODE_PATTERN, description: "The offer's secret" } },
    responses: { 200: protocolJson(ZCredentialOffer, 'credential_issuer, credential_configuration_ids and the pre-authorized code grant with its tx_code description') },
    sessionless: true,
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      return protocolAnswer(c, await credentialOffer(c.get('deps').db, badgeSettings(c.get('deps')), community, c.req.param('code') ?? ''));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/oid4vci/token',
    summary: 'Token endpoint (RFC 6749, OpenID4VCI draft 13 §6): a pre-authorized code and its tx_code for an access token and a c_nonce',
    access: 'public',
    body: { kind: 'form', schema: ZTokenRequest },
    oauth: { malformed: 'invalid_request' },
    responses: {
      200: protocolJson(ZTokenAnswer, 'access_token (Bearer), expires_in, c_nonce, c_nonce_expires_in, authorization_details'),
      400: protocolJson(ZOAuthError, 'invalid_request, invalid_grant (unknown, used or expired code; wrong tx_code, the fifth ends the offer) or unsupported_grant_type'),
      404: NO_COMMUNITY,
    },
    sessionless: true,
    handler: async (c, request) => {
      const community = await requireHostCommunity(c);
      const answer = await exchangePreAuthorizedCode(c.get('deps').db, c.get('deps').secrets, community.id, await request.body());
      return protocolAnswer(c, answer);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/oid4vci/credential',
    summary: "Credential endpoint (OpenID4VCI draft 13 §7): with the access token and a proof of the holder's key, a copy of the credential bound to the holder's DID",
    access: 'public',
    body: { kind: 'json', schema: ZCredentialRequest, linkedData: true },
    oauth: { malformed: 'invalid_credential_request' },
    responses: {
      200: protocolJson(ZCredentialAnswer, 'credential (the signed ldp_vc copy), c_nonce, c_nonce_expires_in'),
      400: protocolJson(
        ZOAuthError,
        'invalid_credential_request, unsupported_credential_format, unsupported_credential_type, invalid_proof (with a fresh c_nonce), or credential_request_denied (revoked since the offer: no copy)',
      ),
      401: protocolJson(ZOAuthError, 'invalid_token: unknown, expired, already used, or of another community (WWW-Authenticate says so too)'),
      404: NO_COMMUNITY,
    },
    sessionless: true,
    handler: async (c, request) => {
      const community = await hostIssuer(c);
      const token = bearerToken(c.req.header('authorization'));
      const deps = { settings: badgeSettings(c.get('deps')), secrets: c.get('deps').secrets };
      const answer = await issueToWallet(c.get('deps').db, deps, { id: community.id, issuer: community.origin }, token, () => request.body());
      return protocolAnswer(c, answer);
    },
  }),
  operation({
    method: 'get',
    path: ISSUER_METADATA_PATH,
    summary: "The host community's credential issuer metadata (OpenID4VCI draft 13 §11.2)",
    access: 'public',
    responses: { 200: protocolJson(ZMetadata, 'credential_issuer, credential_endpoint, display, credential_configurations_supported'), 404: NO_COMMUNITY },
    sessionless: true,
    handler: async (c) => c.json(credentialIssuerMetadata(await hostIssuer(c))),
  }),
  operation({
    method: 'get',
    path: AUTHORIZATION_SERVER_METADATA_PATH,
    summary: "The host community's authorization server metadata (RFC 8414): its token endpoint, for the pre-authorized code grant",
    access: 'public',
    responses: { 200: protocolJson(ZMetadata, 'issuer, token_endpoint, grant_types_supported, pre-authorized_grant_anonymous_access_supported'), 404: NO_COMMUNITY },
    sessionless: true,
    handler: async (c) => c.json(authorizationServerMetadata(await hostIssuer(c))),
  }),
];
