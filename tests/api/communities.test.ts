import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity } from '@/server/seed/fixtures';
import { communities } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const allCommunities = () => api.db.select().from(communities).orderBy(communities.id);

describe('GET /v2/communities/current', () => {
  it('answers the community of the host with its brand, known: true', async () => {
    const { community, host } = world.demo;
    const res = await api.request('/v2/communities/current', { host });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        id: community.id,
        name: 'Demo',
        slug: 'demo',
        url: 'demo',
        support_link: 'https://support.example.org/help',
        logo_url: null,
        favicon_url: '/favicons/demo.svg',
        // A community takes public sign-ups only when it says so.
        public_registration: false,
        public_full_names: false,
        // Learners publish public links freely unless a community admin decides otherwise.
        public_links: 'allowed',
        // LinkedIn names the community's page only once an admin set it.
        linkedin_organization_id: null,
        known: true,
      },
    });
  });

  it('answers each community on its own host', async () => {
    const res = await api.request('/v2/communities/current', { host: world.mistral.host });
    expect((await res.json()).data).toMatchObject({ id: world.mistral.community.id, slug: 'mistral', name: 'Lycée Mistral', known: true });
  });

  it('answers the capitalised slug with known: false on an unknown sub-domain, creating nothing', async () => {
    const before = await allCommunities();
    const res = await api.request('/v2/communities/current', { host: 'lycee-nowhere.localhost:3000' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { slug: 'lycee-nowhere', name: 'Lycee-nowhere', known: false } });
    expect(await allCommunities()).toEqual(before);
  });

  it.each(['127.0.0.1:3000', 'localhost:3000', 'www.example.org'])('answers data: null on the host %s, which has no community', async (host) => {
    const res = await api.request('/v2/communities/current', { host });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: null });
  });

  it('ignores a stale token it does not need', async () => {
    const res = await api.request('/v2/communities/current', { host: world.demo.host, token: 'revoked-or-expired-token-0123456789' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.slug).toBe('demo');
  });

  it('needs no sign-in, but still refuses a token of another community', async () => {
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    expect((await api.request('/v2/communities/current', { host: world.demo.host, token })).status).toBe(200);
    const res = await api.request('/v2/communities/current', { host: world.mistral.host, token });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('COMMUNITY_MISMATCH');
  });
});

describe('GET /public_api/v1/communities?community[url]=', () => {
  it.each([
    ['a literal', '/public_api/v1/communities?community[url]=demo'],
    ['an encoded', '/public_api/v1/communities?community%5Burl%5D=demo'],
  ])('answers the favicon of the community for %s query key', async (_label, path) => {
    const res = await api.request(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { name: 'Demo', url: 'demo', favicon_url: '/favicons/demo.svg' } });
  });

  it('falls back to the default favicon when the community has none', async () => {
    await createCommunity(api.db, { slug: 'plain', url: 'plain', name: 'Plain' });
    const res = await api.request('/public_api/v1/communities?community[url]=plain');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ name: 'Plain', url: 'plain', favicon_url: '/favicon.svg' });
  });

  it('answers 404 NOT_FOUND for an unknown url', async () => {
    const res = await api.request('/public_api/v1/communities?community[url]=nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    ['missing', '/public_api/v1/communities'],
    ['empty', '/public_api/v1/communities?community[url]='],
    ['under another name', '/public_api/v1/communities?url=demo'],
  ])('answers 422 when the parameter is %s', async (_label, path) => {
    const before = await allCommunities();
    const res = await api.request(path);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { 'community[url]': [expect.any(String)] } });
    expect(await allCommunities()).toEqual(before);
  });
});
