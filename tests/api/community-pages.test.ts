import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE_MAX } from '@/lib/shared/validation/community-page';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// The issue: "/faq and /legal: real content in six languages (…), with a community-level
// override that admins edit."

let api: TestApi;
let world: TwoCommunities;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  adminToken = (await login(api, world.demo.admin.email, world.demo.host)).token;
});
afterAll(() => api.close());

const read = (kind: string, locale: string, host = world.demo.host) => api.request(`/v2/community_pages/${kind}?locale=${locale}`, { host });
const write = (kind: string, body: unknown, token = adminToken, host = world.demo.host) =>
  api.request(`/v2/community_pages/${kind}`, { method: 'PUT', host, token, json: { community_page: body } });

describe('community pages', () => {
  it("reads a null body until the community writes its own text, then that text in that language only", async () => {
    expect((await (await read('legal', 'el')).json()).data).toEqual({ kind: 'legal', locale: 'el', body: null, updated_at: null });
    const res = await write('legal', { locale: 'el', body: '  Το σχολείο είναι υπεύθυνο.  ' });
    expect(res.status).toBe(200);
    const written = (await res.json()).data;
    expect(written).toMatchObject({ kind: 'legal', locale: 'el', body: 'Το σχολείο είναι υπεύθυνο.' });
    expect((await (await read('legal', 'el')).json()).data).toEqual(written);
    expect((await (await read('legal', 'fr')).json()).data.body).toBeNull();
    expect((await (await read('faq', 'el')).json()).data.body).toBeNull();
    // Another community's host reads its own (none), never demo's.
    expect((await (await read('legal', 'el', world.mistral.host)).json()).data.body).toBeNull();
  });

  it("rewrites in place, and an empty body gives the product's text back", async () => {
    await write('faq', { locale: 'fr', body: 'Première version' });
    await write('faq', { locale: 'fr', body: 'Deuxième version' });
    expect((await (await read('faq', 'fr')).json()).data.body).toBe('Deuxième version');
    const cleared = await write('faq', { locale: 'fr', body: '   ' });
    expect((await cleared.json()).data).toEqual({ kind: 'faq', locale: 'fr', body: null, updated_at: null });
    expect((await (await read('faq', 'fr')).json()).data.body).toBeNull();
  });

  it('is written by community admins only, each in their own community', async () => {
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect((await write('faq', { locale: 'en', body: 'Mine now' }, learner.token)).status).toBe(403);
    const mistralAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    expect((await write('faq', { locale: 'en', body: 'Mistral speaking' }, mistralAdmin.token, world.mistral.host)).status).toBe(200);
    expect((await (await read('faq', 'en')).json()).data.body).toBeNull();
    expect((await (await read('faq', 'en', world.mistral.host)).json()).data.body).toBe('Mistral speaking');
  });

  it('refuses an unknown page, an unknown language and an oversized text', async () => {
    expect((await read('about', 'fr')).status).toBe(404);
    expect((await write('about', { locale: 'fr', body: 'x' })).status).toBe(404);
    expect((await read('faq', 'de')).status).toBe(422);
    expect((await write('faq', { locale: 'de', body: 'x' })).status).toBe(422);
    expect((await write('faq', { locale: 'fr', body: 'x'.repeat(COMMUNITY_PAGE_MAX + 1) })).status).toBe(422);
    expect((await read('faq', 'fr', 'localhost:3000')).status).toBe(404);
  });
});
