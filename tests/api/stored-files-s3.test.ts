import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences } from '@/server/db/schema';
import { S3_TIMEOUTS, createS3Storage } from '@/server/platform/storage-s3';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';
import { startS3Bucket, type S3Bucket } from '../support/s3-bucket';

/**
 * Storage that scales past one machine: with the S3_ variables set, every stored
 * file goes to the bucket (s3rver here), is served back from it, and none touches the disk.
 */
let bucket: S3Bucket;
let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
beforeAll(async () => {
  bucket = await startS3Bucket();
  api = await startTestApi({ deps: { storage: createS3Storage(bucket.config) } });
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(async () => {
  await api.close();
  await bucket.close();
});

const served = async (url: string) => {
  const res = await api.request(backendPath(url));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('stored files in an S3 bucket', () => {
  it('keeps an experience picture in the bucket and serves it back under /api/v2/pictures/<hash>.jpg', async () => {
    const res = await postExperience(api, learner, validExperience(), await jpeg(80, 60, '#224466'));
    expect(res.status, await res.clone().text()).toBe(201);
    const { picture_url } = (await res.json()).data as { picture_url: string };
    expect(picture_url).toMatch(/^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);

    expect(await bucket.keys()).toContain(fileOf(picture_url));
    const answer = await served(picture_url);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.bytes.equals((await api.deps.storage.get(fileOf(picture_url)))!)).toBe(true);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('keeps an avatar there too', async () => {
    const form = new FormData();
    form.append('user', JSON.stringify({ id: world.demo.learner.id }));
    form.append('user[avatar]', new Blob([new Uint8Array(await jpeg(300, 200, '#aa7700'))], { type: 'image/jpeg' }), 'me.jpg');
    const res = await api.request(`/v2/users/${world.demo.learner.id}`, { method: 'PUT', host: learner.host, token: learner.token, body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const { avatar_url } = (await res.json()).data as { avatar_url: string };

    expect(await bucket.keys()).toContain(fileOf(avatar_url));
    expect((await served(avatar_url)).status).toBe(200);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('lets the sweeper remove a file no one uses from the bucket, after which it is not found', async () => {
    const res = await postExperience(api, learner, validExperience(), await jpeg(81, 61, '#663311'));
    const { id, picture_url } = (await res.json()).data as { id: number; picture_url: string };
    expect((await api.request(`/v2/experiences/${id}`, { method: 'DELETE', host: learner.host, token: learner.token })).status).toBe(204);

    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(fileOf(picture_url));
    expect(await bucket.keys()).not.toContain(fileOf(picture_url));
    expect((await served(picture_url)).status).toBe(404);
  });
});

describe('a bucket that does not answer', () => {
  /** A backend whose S3_ variables name a bucket server that has stopped: an outage, as the issue saw it. */
  let outage: TestApi;
  let author: { token: string; host: string };
  beforeAll(async () => {
    const stopped = await startS3Bucket();
    await stopped.close();
    outage = await startTestApi({ deps: { storage: createS3Storage(stopped.config) } });
    const people = await buildTwoCommunities(outage);
    author = { token: (await login(outage, people.demo.learner.email, people.demo.host)).token, host: people.demo.host };
  });
  afterAll(() => outage.close());

  const expectUnavailable = async (res: Response) => {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBe(S3_TIMEOUTS.retryAfterSeconds);
    expect(await res.json()).toEqual({ error: { code: 'STORAGE_UNAVAILABLE', message: expect.any(String) } });
  };

  it('answers an upload 503 with Retry-After, never 500, and writes nothing', async () => {
    const before = await outage.db.select({ id: experiences.id }).from(experiences);
    await expectUnavailable(await postExperience(outage, author, validExperience(), await jpeg(82, 62, '#335577')));
    expect(await outage.db.select({ id: experiences.id }).from(experiences)).toEqual(before);
  });

  it('answers a picture read 503 too, rather than "not found"', async () => {
    await expectUnavailable(await outage.request(`/v2/pictures/${'a'.repeat(64)}.jpg`));
  });
});
