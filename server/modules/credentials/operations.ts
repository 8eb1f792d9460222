import 'server-only';
import { createHash } from 'node:crypto';
import { communitySlugFromHost } from '@/lib/shared/tenancy/community-host';
import {
  CREDENTIAL_MEDIA_TYPE,
  CREDENTIAL_PUBLIC_ID_PATTERN,
  type TBadgeFormat,
  DID_MEDIA_TYPE,
  ZCredentialPage,
  ZCredentialToVerify,
  ZCredentialVerification,
  ZLinkedDataDocument,
} from '@/lib/shared/validation/credential';
import { badgeSettings, requestHost, type AppContext } from '../../http/context';
import { binary, data, empty, linkedData, operation } from '../../http/operation';
import { parseId, snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { findCommunityBySlug } from '../communities';
import { bakedBadge } from './badge-images';
import { issuerIdentity } from './issuer-identity';
import { didDocument, issuerKeyPair } from './issuer-keys';
import { credentialPage, findPublicCredential, issuedDocument } from './public-credentials';
import { signedStatusList } from './status-lists';
import { verifyCredential } from './verification';

const PUBLIC_ID = new RegExp(CREDENTIAL_PUBLIC_ID_PATTERN);
const publicId = { publicId: { pattern: CREDENTIAL_PUBLIC_ID_PATTERN, description: "The credential's public id (a UUID)" } };
const NO_COMMUNITY = 'NOT_FOUND: the host names no community';

/** Read from the Host here, not from the session middleware: /.well-known runs without it. */
export async function requireHostCommunity(c: AppContext) {
  const slug = communitySlugFromHost(requestHost(c));
  const community = slug ? await findCommunityBySlug(c.get('deps').db, slug) : null;
  if (!community) throw notFound('Community');
  return community;
}

function publicIdOf(c: AppContext) {
  const id = c.req.param('publicId') ?? '';
  if (!PUBLIC_ID.test(id)) throw notFound('Credential');
  return id;
}

const documentAnswer = (c: AppContext, document: unknown, mediaType: string, headers: Record<string, string> = {}) =>
  c.body(JSON.stringify(document), 200, { 'content-type': mediaType, ...headers });

const BADGE_MEDIA_TYPES: Record<TBadgeFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };
/**
 * An SVG opened on its own is a page of this origin, and its text is the learner's and the
 * teacher's words: escaped where drawn, and under this policy it runs nothing and loads nothing
 * but its embedded logo.
 */
const BADGE_SVG_POLICY = "default-src 'none'; img-src data:; sandbox";

/**
 * A credential's badge image with the credential baked in (OB 3.0 §5.3), what its achievement's
 * `image` names. Cached nowhere without asking again (no-cache, with an ETag): a revocation shows
 * at the next use of any copy (410), and an unchanged image costs a 304.
 */
const badgeOperation = (format: TBadgeFormat) =>
  operation({
    method: 'get',
    path: `/v2/credentials/{publicId}/badge.${format}`,
    summary: `The credential's badge image (${format.toUpperCase()}), the signed credential baked in (downloaded as a file)`,
    access: 'public',
    pathParameters: publicId,
    responses: {
      200: binary(BADGE_MEDIA_TYPES[format], 'The artwork: logo, achievement, skills and levels, date, in the credential’s language'),
      304: empty('If-None-Match matched'),
      410: 'CREDENTIAL_REVOKED: revoked, its content erased; status_list_credential and status_list_index say where its signed status is',
    },
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      const id = publicIdOf(c);
      const image = await bakedBadge(c.get('deps').db, badgeSettings(c.get('deps')).appOrigin, id, community.id, format);
      const bytes = typeof image === 'string' ? Buffer.from(image, 'utf8') : image;
      const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
      const headers: Record<string, string> = { 'cache-control': 'no-cache', etag };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      if (format === 'svg') headers['content-security-policy'] = BADGE_SVG_POLICY;
      return c.body(new Uint8Array(bytes), 200, {
        ...headers,
        'content-type': BADGE_MEDIA_TYPES[format] + (format === 'svg' ? '; charset=utf-8' : ''),
        'content-disposition': `attachment; filename="open-badge-${id}.${format}"`,
      });
    },
  });

/**
 * Open Badges 3.0 credentials, all public, on the issuing community's host: what a verifier
 * fetches (a credential, its community's status list, the issuer's DID document) and what the
 * verify page calls. Everything is read on the host's community only.
 */
export const credentialOperations = [
  operation({
    method: 'get',
    path: '/.well-known/did.json',
    summary: "The host community's DID document (did:web), with its Ed25519 assertion key",
    access: 'public',
    responses: { 200: linkedData(DID_MEDIA_TYPE, ZLinkedDataDocument, 'DID document'), 404: NO_COMMUNITY },
    /**
     * did:web resolution (https://<host>/.well-known/did.json): the host's community as an issuer.
     * No session, no /v2 (the path is the DID method's).
     */
    sessionless: true,
    // Its key is made on first use, here as on the first credential, so the DID always resolves.
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      const settings = badgeSettings(c.get('deps'));
      const identity = issuerIdentity(settings.appOrigin, community.slug);
      const keyPair = await issuerKeyPair(c.get('deps').db, settings, community.id, identity);
      return documentAnswer(c, didDocument(identity, keyPair.publicKeyMultibase), DID_MEDIA_TYPE);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/credentials/{publicId}',
    summary: 'An Open Badges 3.0 credential as issued (downloaded as a .json file)',
    access: 'public',
    pathParameters: publicId,
    responses: {
      200: linkedData(CREDENTIAL_MEDIA_TYPE, ZLinkedDataDocument, 'The signed OpenBadgeCredential'),
      410: 'CREDENTIAL_REVOKED: revoked, its content erased; status_list_credential and status_list_index say where its signed status is',
    },
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      const id = publicIdOf(c);
      const found = await findPublicCredential(c.get('deps').db, id, community.id);
      const document = issuedDocument(found, badgeSettings(c.get('deps')).appOrigin);
      return documentAnswer(c, document, CREDENTIAL_MEDIA_TYPE, { 'content-disposition': `attachment; filename="open-badge-${id}.json"` });
    },
  }),
  badgeOperation('png'),
  badgeOperation('svg'),
  operation({
    method: 'get',
    path: '/v2/credentials/{publicId}/verification',
    summary: "What a credential's public verify page shows, with a live check of its proof and status",
    access: 'public',
    pathParameters: publicId,
    responses: { 200: data(ZCredentialPage, 'Issued: issuer, learner (first name and initial), achievement, teacher, and the check; revoked: only that and when') },
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      const page = await credentialPage(c.get('deps').db, badgeSettings(c.get('deps')), publicIdOf(c), community.id);
      // The live check: a revocation shows at once.
      c.header('cache-control', 'no-store');
      return c.json(snake({ data: page }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/credentials/verify',
    summary: "Checks a credential's Data Integrity proof and its revocation status (this deployment's issuers only)",
    access: 'public',
    body: { kind: 'json', schema: ZCredentialToVerify, linkedData: true },
    responses: { 200: data(ZCredentialVerification, 'signature ok or bad, revoked or not (null: status unreadable), and the verdict') },
    // Checking a credential only reads: a deactivated account may too.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const credential = await request.body();
      return c.json(snake({ data: await verifyCredential(c.get('deps').db, badgeSettings(c.get('deps')), credential) }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/credential_status_lists/{id}',
    summary: "A community's signed Bitstring Status List credential (revocation)",
    access: 'public',
    responses: { 200: linkedData(CREDENTIAL_MEDIA_TYPE, ZLinkedDataDocument, 'BitstringStatusListCredential') },
    handler: async (c) => {
      const community = await requireHostCommunity(c);
      const list = await signedStatusList(c.get('deps').db, badgeSettings(c.get('deps')), parseId(c.req.param('id'), 'Status list'), community.id);
      if (!list) throw notFound('Status list');
      // Verifiers may cache it briefly; a revocation shows within a minute.
      c.header('cache-control', 'public, max-age=60');
      return documentAnswer(c, list, CREDENTIAL_MEDIA_TYPE);
    },
  }),
];
