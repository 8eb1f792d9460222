import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, counts, fileOf, postExperience, snapshot, sweepFiles, validExperience } from '../support/experiences';
import { exifHasGps, jpeg, jpegWithGps, pictureForm, png } from '../support/pictures';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let author: Actor;
let peer: Actor;
let foreigner: Actor;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  author = await sign(world.demo.learner.email, world.demo.host);
  peer = await sign(world.demo.peer.email, world.demo.host);
  foreigner = await sign(world.mistral.learner.email, world.mistral.host);
});
afterAll(() => api.close());

let sizes = 0;
async function anExperience(sharing = 'community') {
  const res = await postExperience(api, author, validExperience({ sharing_parameters: sharing }), await jpeg(40 + ++sizes, 40));
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

const patchPicture = (id: number, actor: Actor, form: FormData) =>
  api.request(`/v2/experience_pictures/${id}`, { method: 'PATCH', host: actor.host, token: actor.token, body: form });

describe('GET /v2/experience_pictures/{id}', () => {
  it('answers the picture url and size', async () => {
    const e = await anExperience();
    const res = await api.request(`/v2/experience_pictures/${e.id}`, { host: peer.host, token: peer.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { url: e.picture_url, width: e.picture_width, height: e.picture_height } });
  });

  it('answers 404 to those who cannot see the experience, 401 signed out', async () => {
    const e = await anExperience('private');
    expect((await api.request(`/v2/experience_pictures/${e.id}`, { host: peer.host, token: peer.token })).status).toBe(404);
    expect((await api.request(`/v2/experience_pictures/${e.id}`, { host: foreigner.host, token: foreigner.token })).status).toBe(404);
    expect((await api.request(`/v2/experience_pictures/${e.id}`, { host: author.host })).status).toBe(401);
  });
});

describe('PATCH /v2/experience_pictures/{id} (multipart experience[picture])', () => {
  it('replaces the picture, answers the experience, and the old file goes with the sweep after the grace period', async () => {
    const e = await anExperience();
    const oldFile = fileOf(e.picture_url);
    const res = await patchPicture(e.id, author, pictureForm(await png(300, 200)));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: e.id, description: e.description, picture_width: 300, picture_height: 200 });
    expect(data.picture_url).not.toBe(e.picture_url);
    expect(await api.storedFiles()).toContain(oldFile);
    await sweepFiles(api, AFTER_GRACE_MS);
    const files = await api.storedFiles();
    expect(files).toContain(fileOf(data.picture_url));
    expect(files).not.toContain(oldFile);
    expect((await api.request(backendPath(e.picture_url))).status).toBe(404);
    expect((await api.request(backendPath(data.picture_url))).status).toBe(200);
  });

  it('strips the GPS position of the new picture too', async () => {
    const e = await anExperience();
    const input = await jpegWithGps();
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const { data } = await (await patchPicture(e.id, author, pictureForm(input))).json();
    const stored = Buffer.from(await (await api.request(backendPath(data.picture_url))).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('keeps the same file when the same picture is sent again', async () => {
    const picture = await jpeg(99, 41, '#010203');
    const first = await postExperience(api, author, validExperience(), picture);
    const e = (await first.json()).data;
    const { data } = await (await patchPicture(e.id, author, pictureForm(picture))).json();
    expect(data.picture_url).toBe(e.picture_url);
    expect(await api.storedFiles()).toContain(fileOf(e.picture_url));
  });

  async function refused(id: number, actor: Actor, form: FormData, status: number, body?: unknown) {
    const before = await snapshot(api, id);
    const totals = await counts(api);
    const res = await patchPicture(id, actor, form);
    const text = await res.text();
    expect(res.status, text).toBe(status);
    if (body) expect(JSON.parse(text)).toEqual(body);
    expect(await snapshot(api, id)).toEqual(before);
    expect(await counts(api)).toEqual(totals);
  }

  it('refuses a text file renamed .jpg and a missing file with 422, keeping the old picture', async () => {
    const e = await anExperience();
    await refused(e.id, author, pictureForm(Buffer.from('not an image at all')), 422, { errors: { picture: [expect.any(String)] } });
    await refused(e.id, author, new FormData(), 422, { errors: { picture: ['is required'] } });
    const notAFile = new FormData();
    notAFile.append('experience[picture]', 'just a string');
    await refused(e.id, author, notAFile, 422, { errors: { picture: ['must be a file'] } });
  });

  it('answers 403 to a member who can see it, 404 to one who cannot or to another community, storing nothing', async () => {
    const visible = await anExperience('community');
    await refused(visible.id, peer, pictureForm(await jpeg(11, 11)), 403);
    const hidden = await anExperience('private');
    await refused(hidden.id, peer, pictureForm(await jpeg(12, 12)), 404);
    const pub = await anExperience('public');
    await refused(pub.id, foreigner, pictureForm(await jpeg(13, 13)), 404);
  });
});

describe('GET /v2/pictures/{hash}.jpg', () => {
  it('serves the stored JPEG with a year of immutable caching, no session needed', async () => {
    const e = await anExperience('private');
    const res = await api.request(backendPath(e.picture_url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: e.picture_width, height: e.picture_height });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const e = await anExperience();
    const first = await api.request(backendPath(e.picture_url));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await api.request(backendPath(e.picture_url), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown hash', async () => {
    const res = await api.request(`/v2/pictures/${'0'.repeat(64)}.jpg`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    '..%2F..%2Fpackage.json',
    '..%2Fsecret.jpg',
    '%2E%2E%2Fsecret.jpg',
    `${'a'.repeat(64)}.png`,
    `${'A'.repeat(64)}.jpg`,
    `${'a'.repeat(63)}.jpg`,
    `${'a'.repeat(64)}.jpg.jpg`,
    'package.json',
    '.hidden.jpg',
  ])('answers 404 for the malformed name %s without touching the disk', async (name) => {
    const res = await api.request(`/v2/pictures/${name}`);
    expect(res.status).toBe(404);
  });

  it('serves only stored pictures, not other files that happen to sit in the folder', async () => {
    await writeFile(path.join(api.uploadsDir, 'notes.txt'), 'private');
    expect((await api.request('/v2/pictures/notes.txt')).status).toBe(404);
    expect((await api.request('/v2/pictures/..%2Fnotes.txt')).status).toBe(404);
    await rm(path.join(api.uploadsDir, 'notes.txt'));
  });
});
