import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePicture } from '@/server/modules/pictures/pictures';
import { renditionKey } from '@/server/platform/stored-files';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login } from '../support/communities';
import { backendPath, fileOf, postExperience, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

/**
 * A stored picture's 1000 px and 400 px renditions are served beside it, by the same rule (the
 * content-hash name is the capability) and with the same caching, so pages can offer them in a
 * srcset. One stored before renditions existed gets its rendition made on the first request.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (file: string, headers?: Record<string, string>) => api.request(`/v2/pictures/${file}`, { headers });
const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('GET /v2/pictures/{hash}-page.jpg and -thumbnail.jpg', () => {
  it('serves an uploaded picture\'s renditions at their widths, cached like the picture', async () => {
    const world = await buildTwoCommunities(api);
    const learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
    const created = await postExperience(api, learner, validExperience(), await jpeg(2400, 1800, '#3377aa'));
    expect(created.status).toBe(201);
    const key = fileOf((await created.json()).data.picture_url);
    for (const [rendition, width] of [['page', 1000], ['thumbnail', 400]] as const) {
      const res = await api.request(backendPath(`/api/v2/pictures/${renditionKey(key, rendition)}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      expect(etag).toBe(`"${key.slice(0, -4)}-${rendition}"`);
      expect(await widthOf(res)).toBe(width);
      expect((await get(renditionKey(key, rendition), { 'if-none-match': etag })).status).toBe(304);
    }
  });

  it('makes the rendition of a picture stored before renditions existed, once, and keeps it', async () => {
    const { key } = await storePicture(api.db, api.deps.storage, await jpeg(1500, 2000, '#aa7733'));
    await api.deps.storage.delete(renditionKey(key, 'page'));
    expect(await api.deps.storage.get(renditionKey(key, 'page'))).toBeNull();
    const res = await get(renditionKey(key, 'page'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    // Portrait: the longest side is the rendition's.
    expect(await widthOf(res)).toBe(750);
    const kept = await api.deps.storage.get(renditionKey(key, 'page'));
    expect(kept).not.toBeNull();
    expect((await sharp(kept!).metadata()).height).toBe(1000);
  });

  it('answers 404 for the rendition of an unknown picture, and makes nothing', async () => {
    const unknown = `${'0'.repeat(64)}.jpg`;
    const res = await get(renditionKey(unknown, 'thumbnail'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(await api.storedFiles()).not.toContain(renditionKey(unknown, 'thumbnail'));
  });

  it.each([
    `${'a'.repeat(64)}-small.jpg`,
    `${'a'.repeat(64)}-page.png`,
    `${'a'.repeat(64)}-page-page.jpg`,
    `${'a'.repeat(64)}--page.jpg`,
    `${'a'.repeat(64)}-PAGE.jpg`,
    `${'a'.repeat(63)}-page.jpg`,
    `-page.jpg`,
    `${'a'.repeat(64)}-page.jpg%2F..%2F..%2Fpackage.json`,
  ])('answers 404 for the malformed name %s', async (name) => {
    expect((await get(name)).status).toBe(404);
  });
});
