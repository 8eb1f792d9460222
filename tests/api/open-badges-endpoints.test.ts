import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteCertification, revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, type TwoCommunities } from '../support/communities';

// The public side of Open Badges (issue 11), through the HTTP API on PGlite or PostgreSQL.
let api: TestApi;
let world: TwoCommunities;

const issued = () =>
  issueCertifiedCredential(api, {
    userId: world.demo.learner.id,
    communityId: world.demo.community.id,
    description: 'Organised the school’s recycling week.',
    skills: [{ name: 'Organisation', level: 2 }],
  });

const verify = (body: unknown, host = world.demo.host) =>
  api.request('/v2/credentials/verify', { method: 'POST', host, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

describe('GET /.well-known/did.json', () => {
  it("serves the host community's DID document, the key the credentials name", async () => {
    const { document } = await issued();
    const res = await api.request('/.well-known/did.json', { host: world.demo.host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/did+ld+json');
    const did = await res.json();
    expect(did.id).toBe('did:web:demo.localhost%3A3000');
    expect(did.assertionMethod).toEqual([(document.proof as { verificationMethod: string }[])[0].verificationMethod]);
    expect(did.verificationMethod[0]).toMatchObject({ type: 'Multikey', controller: did.id });
    expect(did.verificationMethod[0].publicKeyMultibase).toMatch(/^z6Mk/);
  });

  it('gives each community its own key, and none to a host without a community', async () => {
    const demo = await (await api.request('/.well-known/did.json', { host: world.demo.host })).json();
    const mistral = await (await api.request('/.well-known/did.json', { host: world.mistral.host })).json();
    expect(mistral.id).toBe('did:web:mistral.localhost%3A3000');
    expect(mistral.verificationMethod[0].publicKeyMultibase).not.toBe(demo.verificationMethod[0].publicKeyMultibase);
    expect((await api.request('/.well-known/did.json', { host: 'localhost:3000' })).status).toBe(404);
    expect((await api.request('/.well-known/did.json', { host: 'nowhere.localhost:3000' })).status).toBe(404);
  });
});

describe('GET /v2/credentials/{publicId}', () => {
  it('downloads the credential as a .json file', async () => {
    const { publicId, document } = await issued();
    const res = await api.request(`/v2/credentials/${publicId}`, { host: world.demo.host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="open-badge-${publicId}.json"`);
    expect(await res.json()).toEqual(document);
  });

  it("is not found on another community's host, nor for an id that is no UUID", async () => {
    const { publicId } = await issued();
    expect((await api.request(`/v2/credentials/${publicId}`, { host: world.mistral.host })).status).toBe(404);
    expect((await api.request('/v2/credentials/12', { host: world.demo.host })).status).toBe(404);
  });
});

describe('GET /v2/credential_status_lists/{id}', () => {
  it("serves the community's signed list at the URL the credential names", async () => {
    const { document } = await issued();
    const url = new URL((document.credentialStatus as { statusListCredential: string }).statusListCredential);
    expect(url.origin).toBe(world.demo.origin);
    const res = await api.request(url.pathname.replace(/^\/api/, ''), { host: world.demo.host });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.id).toBe(url.toString());
    expect(list.proof[0].cryptosuite).toBe('eddsa-rdfc-2022');
    expect((await api.request(url.pathname.replace(/^\/api/, ''), { host: world.mistral.host })).status).toBe(404);
  });
});

describe('POST /v2/credentials/verify', () => {
  it('answers valid, then revoked once the certification is withdrawn', async () => {
    const { certification, document } = await issued();
    const first = await verify(document);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toEqual({ signature: 'ok', revoked: false, status: 'valid', issuer: { id: 'did:web:demo.localhost%3A3000', name: 'Demo' }, reason: null });
    await revokeCredentialForCertification(api.db, certification.id);
    expect((await (await verify(document)).json()).data).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
  });

  it('answers bad for a changed credential, on any host', async () => {
    const { document } = await issued();
    const tampered = { ...document, validFrom: '2020-01-01T00:00:00Z' };
    const res = await verify(tampered, 'localhost:3000');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ signature: 'bad', status: 'invalid' });
  });

  it('refuses what is no credential with a 4xx', async () => {
    expect((await verify('{"@context": ')).status).toBe(400);
    expect((await verify([1, 2])).status).toBe(422);
    expect((await verify(JSON.stringify({ a: 'x'.repeat(70 * 1024) }))).status).toBe(413);
    let nested: unknown = {};
    for (let i = 0; i < 40; i++) nested = { a: nested };
    expect((await verify(nested)).status).toBe(400);
    const wrongType = await api.request('/v2/credentials/verify', { method: 'POST', host: world.demo.host, body: '{}', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
  });
});

describe('GET /v2/credentials/{publicId}/verification', () => {
  it('shows who issued it, to whom (first name and initial), what, when and by which teacher, with the live check', async () => {
    const { publicId, document } = await issued();
    const res = await api.request(`/v2/credentials/${publicId}/verification`, { host: world.demo.host });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).data).toEqual({
      state: 'issued',
      public_id: publicId,
      url: document.id,
      learner: 'Learner D.',
      community: 'Demo',
      name: 'Organised the school’s recycling week.',
      // Certified without a request, so without the learner's agreement to show it: the text stays out.
      description: null,
      skills: [{ name: 'Organisation', level: 2, level_name: 'Aisance' }],
      teacher: 'Thomas Tuteur',
      certified_at: document.validFrom,
      verification: { signature: 'ok', revoked: false, status: 'valid', issuer: { id: 'did:web:demo.localhost%3A3000', name: 'Demo' }, reason: null },
      linkedin_organization_id: null,
    });
  });

  it('shows only the revocation once the certification is deleted: the learner’s data left with it', async () => {
    const { certification, publicId } = await issued();
    await deleteCertification(api.db, certification.id);
    const page = (await (await api.request(`/v2/credentials/${publicId}/verification`, { host: world.demo.host })).json()).data;
    expect(page).toEqual({ state: 'revoked', public_id: publicId, url: expect.stringContaining(publicId), community: 'Demo', revoked_at: expect.any(String) });
  });
});
