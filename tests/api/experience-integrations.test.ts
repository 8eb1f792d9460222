import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSkill } from '@/server/seed/fixtures';
import { createUnsplashClient } from '@/server/modules/pictures/unsplash';
import { UNSPLASH_LIMITS } from '@/server/modules/pictures/operations';
import { UNSPLASH_FIXTURES, startUnsplashStandIn, type UnsplashStandIn } from '../support/unsplash-stand-in';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  token = (await login(api, world.demo.learner.email, world.demo.host)).token;
});
afterAll(() => api.close());

describe('GET /v2/skills', () => {
  it("answers the session community's skill list only, by name", async () => {
    const b = await createSkill(api.db, world.demo.community.id, { name: 'Travail en équipe' });
    const a = await createSkill(api.db, world.demo.community.id, { name: 'Autonomie' });
    await createSkill(api.db, world.mistral.community.id, { name: 'Secret de Mistral' });
    const res = await api.request('/v2/skills', { host: world.demo.host, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [{ id: a.id, name: 'Autonomie' }, { id: b.id, name: 'Travail en équipe' }] });
  });

  it('answers 401 without a session', async () => {
    expect((await api.request('/v2/skills', { host: world.demo.host })).status).toBe(401);
  });
});

describe('GET /v2/features', () => {
  it('reports no Unsplash and no Mapbox by default, to anyone', async () => {
    const res = await api.request('/v2/features', { host: world.demo.host });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { unsplash: false, mapbox: false } });
  });
});

describe('GET /unsplash, /trackUnsplashDownload and /unsplashPicture', () => {
  it('answer 404 FEATURE_DISABLED without a key', async () => {
    for (const path of ['/unsplash?query=mountain', '/trackUnsplashDownload?download_location=https://api.unsplash.com/photos/abc/download', '/unsplashPicture?url=https://images.unsplash.com/photo-1']) {
      const res = await api.request(path, { host: world.demo.host, token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'FEATURE_DISABLED', message: expect.any(String) } });
    }
  });

  // Against a local Unsplash (tests/support/unsplash-stand-in.ts) that, like Unsplash, refuses a call without the key.
  describe('with a key', () => {
    let withKey: TestApi;
    let keyToken: string;
    let standIn: UnsplashStandIn;
    const demo = { host: 'demo.localhost:3000' };
    const get = (path: string, headers?: Record<string, string>) => withKey.request(path, { ...demo, token: keyToken, headers });

    beforeAll(async () => {
      standIn = await startUnsplashStandIn({ accessKey: 'access-key' });
      withKey = await startTestApi({ deps: { unsplash: createUnsplashClient('access-key', { apiUrl: standIn.url }) } });
      const w = await buildTwoCommunities(withKey);
      keyToken = (await login(withKey, w.demo.learner.email, w.demo.host)).token;
    });
    afterAll(() => standIn.close());
    afterAll(() => withKey.close());

    it('is reported by GET /v2/features', async () => {
      expect(await (await withKey.request('/v2/features')).json()).toEqual({ data: { unsplash: true, mapbox: false } });
    });

    it('searches with the server-side key and answers snake_case results, page by page', async () => {
      const res = await get('/unsplash?query=harbour&page=2');
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data).toMatchObject({ total: UNSPLASH_FIXTURES.length, total_pages: 2 });
      expect(data.results).toHaveLength(UNSPLASH_FIXTURES.length - 12);
      expect(data.results[0]).toMatchObject({ id: 'stand-in-13', description: 'A kayak by the breakwater', user: { name: 'Maud Digue', link: 'https://unsplash.com/@mauddigue' } });
      expect(data.results[0].links.download_location).toBe(`${standIn.url}/photos/stand-in-13/download?ixid=harbour`);
      expect(data.results[0].urls.thumb).toBe(`${standIn.url}/images/stand-in-13-thumb.jpg`);
    });

    it('answers 502 when Unsplash refuses the key, as it refuses a call without one', async () => {
      const wrongKey = await startTestApi({ deps: { unsplash: createUnsplashClient('revoked-key', { apiUrl: standIn.url }) } });
      try {
        const w = await buildTwoCommunities(wrongKey);
        const res = await wrongKey.request('/unsplash?query=harbour', { host: w.demo.host, token: (await login(wrongKey, w.demo.learner.email, w.demo.host)).token });
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ error: { code: 'UPSTREAM_ERROR', message: expect.any(String) } });
      } finally {
        await wrongKey.close();
      }
    });

    it('needs a session', async () => {
      expect((await withKey.request('/unsplash?query=harbour', demo)).status).toBe(401);
      expect((await withKey.request(`/unsplashPicture?url=${encodeURIComponent(`${standIn.url}/images/stand-in-1.jpg`)}`, demo)).status).toBe(401);
    });

    it('reports a download to the configured Unsplash only, refusing any other address (no server-side fetch of arbitrary URLs)', async () => {
      const { data } = await (await get('/unsplash?query=lighthouse')).json();
      const location: string = data.results[0].links.download_location;
      const before = standIn.downloads.length;
      expect((await get(`/trackUnsplashDownload?download_location=${encodeURIComponent(location)}`)).status).toBe(204);
      expect(standIn.downloads.slice(before)).toEqual([{ photoId: 'stand-in-2', ixid: 'lighthouse' }]);
      const port = new URL(standIn.url).port;
      for (const elsewhere of [
        // The real Unsplash is another host than the configured one.
        'https://api.unsplash.com/photos/stand-in-2/download',
        `http://127.0.0.2:${port}/photos/stand-in-2/download`,
        `https://127.0.0.1:${port}/photos/stand-in-2/download`,
        `${standIn.url}/search/photos?query=harbour`,
        'http://169.254.169.254/latest/meta-data',
        'not a url',
      ]) {
        const res = await get(`/trackUnsplashDownload?download_location=${encodeURIComponent(elsewhere)}`);
        expect(res.status, elsewhere).toBe(422);
        expect(await res.json()).toEqual({ errors: { download_location: [expect.any(String)] } });
      }
      expect(standIn.downloads.length).toBe(before + 1);
    });

    it("passes a listed photo's bytes to the browser, from the Unsplash hosts only", async () => {
      const { data } = await (await get('/unsplash?query=ferry')).json();
      const thumb: string = data.results[0].urls.thumb;
      const res = await get(`/unsplashPicture?url=${encodeURIComponent(thumb)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(await (await fetch(thumb)).arrayBuffer()));
      for (const elsewhere of ['http://169.254.169.254/latest/meta-data', `http://127.0.0.2:${new URL(standIn.url).port}/images/stand-in-6.jpg`, 'https://example.org/photo.jpg', 'not a url']) {
        const refused = await get(`/unsplashPicture?url=${encodeURIComponent(elsewhere)}`);
        expect(refused.status, elsewhere).toBe(422);
      }
      // On the right host, what is not a picture is not passed on.
      expect((await get(`/unsplashPicture?url=${encodeURIComponent(`${standIn.url}/search/photos?query=ferry`)}`)).status).toBe(502);
    });

    it(`limits one address to ${UNSPLASH_LIMITS.perAddress} searches a minute, answering 429 with Retry-After`, async () => {
      const headers = { 'x-forwarded-for': '203.0.113.99' };
      for (let i = 0; i < UNSPLASH_LIMITS.perAddress; i++) {
        expect((await get('/unsplash?query=harbour', headers)).status).toBe(200);
      }
      const limited = await get('/unsplash?query=harbour', headers);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(UNSPLASH_LIMITS.windowMs / 1000);
    });

    it('refuses a missing query with 422', async () => {
      const res = await get('/unsplash');
      expect(res.status).toBe(422);
    });
  });
});
