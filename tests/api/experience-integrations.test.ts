import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSkill } from '@/server/seed/fixtures';
import { createUnsplashClient } from '@/server/modules/pictures/unsplash';
import { UNSPLASH_LIMITS } from '@/server/modules/pictures/operations';
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

describe('GET /unsplash and /trackUnsplashDownload', () => {
  it('answer 404 FEATURE_DISABLED without a key', async () => {
    for (const path of ['/unsplash?query=mountain', '/trackUnsplashDownload?download_location=https://api.unsplash.com/photos/abc/download']) {
      const res = await api.request(path, { host: world.demo.host, token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'FEATURE_DISABLED', message: expect.any(String) } });
    }
  });

  describe('with a key', () => {
    let withKey: TestApi;
    let keyToken: string;
    const calls: { url: string; auth: string | null }[] = [];
    const stub: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      if (String(input).includes('/download')) return Response.json({ url: 'https://images.unsplash.com/x' });
      return Response.json({
        total: 1,
        total_pages: 1,
        results: [
          {
            id: 'abc',
            description: null,
            alt_description: 'a mountain',
            width: 4000,
            height: 3000,
            color: '#aabbcc',
            urls: { thumb: 'https://images.unsplash.com/t', small: 'https://images.unsplash.com/s', regular: 'https://images.unsplash.com/r' },
            user: { name: 'Ann Author', links: { html: 'https://unsplash.com/@ann' } },
            links: { html: 'https://unsplash.com/photos/abc', download_location: 'https://api.unsplash.com/photos/abc/download?ixid=1' },
          },
        ],
      });
    };

    beforeAll(async () => {
      withKey = await startTestApi({ deps: { unsplash: createUnsplashClient('access-key', stub) } });
      const w = await buildTwoCommunities(withKey);
      keyToken = (await login(withKey, w.demo.learner.email, w.demo.host)).token;
    });
    afterAll(() => withKey.close());

    it('is reported by GET /v2/features', async () => {
      expect(await (await withKey.request('/v2/features')).json()).toEqual({ data: { unsplash: true, mapbox: false } });
    });

    it('searches with the server-side key and answers snake_case results', async () => {
      const res = await withKey.request('/unsplash?query=mountain&page=2', { host: 'demo.localhost:3000', token: keyToken });
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data.total_pages).toBe(1);
      expect(data.results[0]).toMatchObject({ id: 'abc', description: 'a mountain', user: { name: 'Ann Author', link: 'https://unsplash.com/@ann' } });
      expect(data.results[0].links.download_location).toBe('https://api.unsplash.com/photos/abc/download?ixid=1');
      const call = calls.at(-1)!;
      expect(call.auth).toBe('Client-ID access-key');
      expect(new URL(call.url).searchParams.get('query')).toBe('mountain');
      expect(new URL(call.url).searchParams.get('page')).toBe('2');
    });

    it('needs a session', async () => {
      expect((await withKey.request('/unsplash?query=mountain', { host: 'demo.localhost:3000' })).status).toBe(401);
    });

    it('tracks a download at Unsplash only, refusing any other address (no server-side fetch of arbitrary URLs)', async () => {
      const good = await withKey.request(`/trackUnsplashDownload?download_location=${encodeURIComponent('https://api.unsplash.com/photos/abc/download?ixid=1')}`, {
        host: 'demo.localhost:3000',
        token: keyToken,
      });
      expect(good.status).toBe(204);
      const before = calls.length;
      for (const location of ['http://169.254.169.254/latest/meta-data', 'https://api.unsplash.com.evil.example/photos/a/download', 'https://api.unsplash.com/users/me', 'not a url']) {
        const res = await withKey.request(`/trackUnsplashDownload?download_location=${encodeURIComponent(location)}`, { host: 'demo.localhost:3000', token: keyToken });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ errors: { download_location: [expect.any(String)] } });
      }
      expect(calls.length).toBe(before);
    });

    it(`limits one address to ${UNSPLASH_LIMITS.perAddress} searches a minute, answering 429 with Retry-After`, async () => {
      const headers = { 'x-forwarded-for': '203.0.113.99' };
      for (let i = 0; i < UNSPLASH_LIMITS.perAddress; i++) {
        expect((await withKey.request('/unsplash?query=mountain', { host: 'demo.localhost:3000', token: keyToken, headers })).status).toBe(200);
      }
      const limited = await withKey.request('/unsplash?query=mountain', { host: 'demo.localhost:3000', token: keyToken, headers });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(UNSPLASH_LIMITS.windowMs / 1000);
    });

    it('refuses a missing query with 422', async () => {
      const res = await withKey.request('/unsplash', { host: 'demo.localhost:3000', token: keyToken });
      expect(res.status).toBe(422);
    });
  });
});
