import 'server-only';
import { Hono } from 'hono';
import { communitySlugFromHost } from '@/lib/shared/tenancy/community-host';
import { CREDENTIAL_MEDIA_TYPE, CREDENTIAL_PUBLIC_ID_PATTERN, DID_MEDIA_TYPE, ZCredentialToVerify } from '@/lib/shared/validation/credential';
import { credentialPage, findPublicCredential } from '../../modules/credentials/public-credentials';
import { issuerIdentity } from '../../modules/credentials/issuer-identity';
import { didDocument, issuerKeyPair } from '../../modules/credentials/issuer-keys';
import { signedStatusList } from '../../modules/credentials/status-lists';
import { verifyCredential } from '../../modules/credentials/verification';
import { findCommunityBySlug } from '../../modules/communities/communities';
import { notFound } from '../../platform/errors';
import { badgeSettings, requestHost, type AppContext, type AppEnv } from '../context';
import { parseId, readDocument, snake } from '../validate';

const PUBLIC_ID = new RegExp(CREDENTIAL_PUBLIC_ID_PATTERN);

/** Read from the Host here, not from the session middleware: /.well-known runs without it. */
async function requireHostCommunity(c: AppContext) {
  const slug = communitySlugFromHost(requestHost(c));
  const community = slug ? await findCommunityBySlug(c.get('deps').db, slug) : null;
  if (!community) throw notFound('Community');
  return community;
}

function publicIdOf(c: AppContext) {
  const publicId = c.req.param('publicId') ?? '';
  if (!PUBLIC_ID.test(publicId)) throw notFound('Credential');
  return publicId;
}

const documentAnswer = (c: AppContext, document: unknown, mediaType: string, headers: Record<string, string> = {}) =>
  c.body(JSON.stringify(document), 200, { 'content-type': mediaType, ...headers });

/**
 * Open Badges 3.0, all public: what a verifier fetches (a credential, its community's
 * status list) and what the verify page calls. Everything is read on the host's community only.
 */
export const credentialRoutes = new Hono<AppEnv>()
  .post('/credentials/verify', async (c) => {
    const credential = await readDocument(c, ZCredentialToVerify);
    return c.json(snake({ data: await verifyCredential(c.get('deps').db, badgeSettings(c.get('deps')), credential) }));
  })
  .get('/credentials/:publicId', async (c) => {
    const community = await requireHostCommunity(c);
    const publicId = publicIdOf(c);
    const { credential } = await findPublicCredential(c.get('deps').db, publicId, community.id);
    return documentAnswer(c, credential.document, CREDENTIAL_MEDIA_TYPE, { 'content-disposition': `attachment; filename="open-badge-${publicId}.json"` });
  })
  .get('/credentials/:publicId/verification', async (c) => {
    const community = await requireHostCommunity(c);
    const page = await credentialPage(c.get('deps').db, badgeSettings(c.get('deps')), publicIdOf(c), community.id);
    // The live check: a revocation shows at once.
    c.header('cache-control', 'no-store');
    return c.json(snake({ data: page }));
  })
  .get('/credential_status_lists/:id', async (c) => {
    const community = await requireHostCommunity(c);
    const list = await signedStatusList(c.get('deps').db, badgeSettings(c.get('deps')), parseId(c.req.param('id'), 'Status list'), community.id);
    if (!list) throw notFound('Status list');
    // Verifiers may cache it briefly; a revocation shows within a minute.
    c.header('cache-control', 'public, max-age=60');
    return documentAnswer(c, list, CREDENTIAL_MEDIA_TYPE);
  });

/**
 * did:web resolution (https://<host>/.well-known/did.json): the host's community as an issuer. Its
 * key is made on first use, here as on the first credential, so the DID always resolves.
 */
export const didRoutes = new Hono<AppEnv>().get('/.well-known/did.json', async (c) => {
  const community = await requireHostCommunity(c);
  const settings = badgeSettings(c.get('deps'));
  const identity = issuerIdentity(settings.appOrigin, community.slug);
  const keyPair = await issuerKeyPair(c.get('deps').db, settings, community.id, identity);
  return documentAnswer(c, didDocument(identity, keyPair.publicKeyMultibase), DID_MEDIA_TYPE);
});
