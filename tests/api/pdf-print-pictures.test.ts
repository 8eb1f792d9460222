import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '@/server/db/schema';
import { storePicture } from '@/server/modules/pictures/pictures';
import { renditionKey, writeRendition } from '@/server/platform/stored-files';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

/**
 * A picture is stored with renditions at the sizes the PDF layouts print it (1000 px for a full
 * page, 400 px for a thumbnail), made once at upload: a PDF embeds them as they are, and pages
 * offer them in a srcset. They go with their picture.
 */
let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const sizeOf = async (key: string) => {
  const { width, height } = await sharp((await api.deps.storage.get(key))!).metadata();
  return [width, height];
};

/** The sizes (`width×height`) of the images a PDF embeds, each once, and how many it embeds (poppler's pdfimages). */
function embeddedImages(pdf: Buffer): { sizes: string[]; count: number } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'print-pdf-')), 'story.pdf');
  writeFileSync(file, pdf);
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  // Two heading lines, then: page num type width height …
  const images = list
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image');
  return { sizes: [...new Set(images.map((columns) => `${columns[3]}×${columns[4]}`))], count: images.length };
}

async function sixPictureStory(pictureKeys: string[]) {
  const { learner: author, community } = world.demo;
  const experienceIds: number[] = [];
  for (const key of pictureKeys) {
    const experience = await createExperience(api.db, { userId: author.id, communityId: community.id, pictureKey: key, pictureWidth: 2000, pictureHeight: 1500 });
    experienceIds.push(experience.id);
  }
  return createStory(api.db, { userId: author.id, communityId: community.id, title: `Print ${pictureKeys[0]!.slice(0, 6)}`, experienceIds });
}

async function pdfOf(storyId: number, type: string): Promise<Buffer> {
  const started = await api.request('/v2/story_pdfs', { method: 'POST', host: learner.host, token: learner.token, json: { type, id: storyId } });
  expect(started.status).toBe(201);
  const { data } = await started.json();
  await api.deps.pdfs.idle();
  const file = await api.request(`/v2/story_pdfs/${data.id}`, { host: learner.host, token: learner.token });
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

describe('an uploaded picture', () => {
  it('is stored with its page and thumbnail renditions, which are served beside it', async () => {
    const res = await postExperience(api, learner, validExperience(), await jpeg(3000, 2250, '#2266aa'));
    expect(res.status).toBe(201);
    const key = fileOf((await res.json()).data.picture_url);
    expect(await sizeOf(key)).toEqual([2000, 1500]);
    expect(await sizeOf(renditionKey(key, 'page'))).toEqual([1000, 750]);
    expect(await sizeOf(renditionKey(key, 'thumbnail'))).toEqual([400, 300]);
    for (const [rendition, width] of [['page', 1000], ['thumbnail', 400]] as const) {
      const served = await api.request(backendPath(`/api/v2/pictures/${renditionKey(key, rendition)}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width);
    }
    expect((await api.request(backendPath(`/api/v2/pictures/${key}`))).status).toBe(200);
  });

  it('goes with its renditions when the sweeper takes it', async () => {
    const res = await postExperience(api, learner, validExperience(), await jpeg(1800, 1200, '#aa2266'));
    const { id, picture_url: url } = (await res.json()).data;
    const key = fileOf(url);
    const renditions = [renditionKey(key, 'page'), renditionKey(key, 'thumbnail')];
    expect(await api.storedFiles()).toEqual(expect.arrayContaining([key, ...renditions]));
    expect((await api.request(`/v2/experiences/${id}`, { method: 'DELETE', host: learner.host, token: learner.token })).status).toBe(204);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(key);
    const left = await api.storedFiles();
    for (const gone of [key, ...renditions]) expect(left).not.toContain(gone);
    // A late rendition of a picture already swept is not written: nothing would ever remove it.
    expect(await writeRendition(api.db, api.deps.storage, key, 'page', Buffer.from('late'))).toBe(false);
    expect(await api.storedFiles()).not.toContain(renditions[0]);
  });
});

describe('a story PDF', () => {
  it('embeds the page renditions in a full-page layout and the thumbnails in the map', async () => {
    const colours = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085'];
    const stored = await Promise.all(colours.map(async (colour) => storePicture(api.db, api.deps.storage, await jpeg(2400, 1800, colour))));
    const story = await sixPictureStory(stored.map((picture) => picture.key));
    // Some layouts show a picture twice (the cover's too): every one is at the rendition's size.
    const classic = embeddedImages(await pdfOf(story.id, 'default'));
    expect(classic.sizes).toEqual(['1000×750']);
    expect(classic.count).toBeGreaterThanOrEqual(6);
    const map = embeddedImages(await pdfOf(story.id, 'map'));
    expect(map.sizes).toEqual(['400×300']);
    expect(map.count).toBeGreaterThanOrEqual(6);
    // Embedded as stored, not made again per render: a rendition of another size shows through.
    for (const { key } of stored) await api.deps.storage.put(renditionKey(key, 'page'), await jpeg(996, 747, '#000000'));
    await api.db.update(stories).set({ title: 'Print again' }).where(eq(stories.id, story.id));
    expect(embeddedImages(await pdfOf(story.id, 'default')).sizes).toEqual(['996×747']);
  });

  it('of pictures stored before renditions existed makes them once, and keeps them', async () => {
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'];
    const stored = await Promise.all(colours.map(async (colour) => storePicture(api.db, api.deps.storage, await jpeg(2000, 1000, colour))));
    for (const { key } of stored) await api.deps.storage.delete(renditionKey(key, 'page'));
    const story = await sixPictureStory(stored.map((picture) => picture.key));
    const landscape = embeddedImages(await pdfOf(story.id, 'landscape'));
    expect(landscape.sizes).toEqual(['1000×500']);
    expect(landscape.count).toBeGreaterThanOrEqual(6);
    for (const { key } of stored) expect(await sizeOf(renditionKey(key, 'page'))).toEqual([1000, 500]);
  });
});
