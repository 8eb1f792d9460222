import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { OpenID4VCIClientV1_0_13 } from '@sphereon/oid4vci-client';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendPathOf, isBackendPath } from '@/lib/shared/edge/edge-rules.mjs';
import { badgeSettings } from '@/server/http/context';
import { revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { verifyCredential } from '@/server/modules/credentials/verification';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { ed25519Holder } from '../support/wallet';

/**
 * The whole OpenID4VCI flow driven by an independent wallet library (@sphereon/oid4vci-client,
 * draft 13 classes) over real HTTP on loopback, against the product's web origin as a wallet
 * sees it: the community's host, with /api/* and the /.well-known documents forwarded to the
 * backend by the edge's own rules (edge-rules.mjs), as the web server does.
 *
 * RFC 6761 §6.3 has `*.localhost` resolve to loopback; browsers do, this machine's resolver does
 * not, so the test's lookup does it for `.localhost` names (and only those). The client still
 * sends the community's name in the Host header, as a wallet would.
 */
const lookup = dns.lookup;
let api: TestApi;
let world: TwoCommunities;
let edge: http.Server;
let origin: string;

beforeAll(async () => {
  (dns as { lookup: unknown }).lookup = (hostname: string, options: unknown, callback: unknown) =>
    (lookup as (...args: unknown[]) => void)(hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, options, callback);
  let backend: TestApi['app'] | null = null;
  edge = http.createServer(
    getRequestListener(async (request) => {
      const url = new URL(request.url);
      if (!isBackendPath(url.pathname) || !backend) return Response.json({ error: { code: 'NOT_FOUND', message: 'Not a backend path' } }, { status: 404 });
      const headers = new Headers(request.headers);
      headers.set('x-forwarded-host', url.host);
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      return backend.request(`${backendPathOf(url.pathname)}${url.search}`, { method: request.method, headers, body });
    }, { overrideGlobalObjects: false }),
  );
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  const port = (edge.address() as AddressInfo).port;
  api = await startTestApi({ deps: { appOrigin: `http://localhost:${port}` } });
  backend = api.app;
  world = await buildTwoCommunities(api);
  origin = `http://demo.localhost:${port}`;
}, 60_000);
afterAll(async () => {
  (dns as { lookup: unknown }).lookup = lookup;
  await new Promise((resolve) => edge.close(resolve));
  await api.close();
});

describe('a wallet built on @sphereon/oid4vci-client', () => {
  it('picks the credential up from the offer URI and the transaction code, bound to its did:key, and loses it to a revocation', async () => {
    const { publicId, certification } = await issueCertifiedCredential(api, { userId: world.demo.learner.id, communityId: world.demo.community.id, skills: [{ name: 'Teamwork', level: 3 }] });

    // The learner's signed-in page asks for the offer; the wallet gets only the QR code's URI and the code typed in.
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    const asked = await fetch(`${origin}/api/v2/credentials/${publicId}/wallet_offers`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(asked.status).toBe(201);
    const { data } = await asked.json();
    expect(data.offer_uri).toMatch(/^openid-credential-offer:\/\/\?credential_offer_uri=/);

    const holder = await ed25519Holder();
    const client = await OpenID4VCIClientV1_0_13.fromURI({ uri: data.offer_uri, retrieveServerMetadata: true });
    expect(client.getIssuer()).toBe(origin);
    expect(client.endpointMetadata.token_endpoint).toBe(`${origin}/api/v2/oid4vci/token`);
    expect(client.endpointMetadata.credential_endpoint).toBe(`${origin}/api/v2/oid4vci/credential`);

    const accessToken = await client.acquireAccessToken({ pin: data.tx_code });
    expect(accessToken.c_nonce).toEqual(expect.any(String));

    const received = await client.acquireCredentials({
      credentialIdentifier: 'OpenBadgeCredential_ldp_vc',
      kid: holder.kid,
      alg: 'EdDSA',
      proofCallbacks: {
        signCallback: async (jwt) => new SignJWT(jwt.payload as Record<string, unknown>).setProtectedHeader({ ...jwt.header, alg: 'EdDSA' } as never).sign(holder.privateKey),
      },
    });
    const credential = received.credential as Record<string, any>;
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    // The holder binding: the subject is the DID whose key signed the proof.
    expect(credential.credentialSubject.id).toBe(holder.did);
    expect(await verifyCredential(api.db, badgeSettings(api.deps), credential)).toMatchObject({ signature: 'ok', status: 'valid', issuer: { id: `did:web:demo.localhost%3A${new URL(origin).port}` } });

    // Single use: the same offer URI gives nothing more.
    await expect(OpenID4VCIClientV1_0_13.fromURI({ uri: data.offer_uri, retrieveServerMetadata: false })).rejects.toThrow();

    await revokeCredentialForCertification(api.db, certification.id);
    expect(await verifyCredential(api.db, badgeSettings(api.deps), credential)).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
  }, 60_000);
});
