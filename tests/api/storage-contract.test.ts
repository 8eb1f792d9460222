import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type Storage } from '@/server/platform/storage';
import { S3_TIMEOUTS, createS3Storage } from '@/server/platform/storage-s3';
import { startS3Bucket } from '../support/s3-bucket';

/**
 * What every storage of stored files must do, run against each: the local disk, and an S3
 * bucket (s3rver in this process). `keys()` lists what the storage holds; `trace()` is whatever
 * would change if an operation reached the disk or the bucket.
 */
type Backend = { storage: Storage; keys: () => Promise<string[]>; trace: () => Promise<unknown> };

const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

async function localDisk(): Promise<Backend> {
  // The storage's folder sits inside one of our own, so a key escaping it would show up there.
  const outer = await mkdtemp(path.join(tmpdir(), 'journal-storage-'));
  closers.push(() => rm(outer, { recursive: true, force: true }));
  const root = path.join(outer, 'files');
  await mkdir(root);
  return {
    storage: createLocalDiskStorage(root),
    keys: async () => (await readdir(root)).sort(),
    trace: async () => (await readdir(outer, { recursive: true })).sort(),
  };
}

async function s3(): Promise<Backend> {
  const bucket = await startS3Bucket();
  closers.push(bucket.close);
  return { storage: createS3Storage(bucket.config), keys: bucket.keys, trace: async () => bucket.requests() };
}

const hashKey = (extension: string) => `${createHash('sha256').update(randomBytes(16)).digest('hex')}.${extension}`;

const INVALID_KEYS = [
  '../escape.jpg',
  '../../etc/passwd',
  'folder/inside.jpg',
  '.hidden.jpg',
  '',
  'no-extension',
  'Upper.jpg',
  '%2e%2e%2fescape.jpg',
  'two.dots..jpg',
  'trailing.jpg\n',
  `${'a'.repeat(129)}.jpg`,
];

describe.each([
  ['local disk', localDisk],
  ['S3', s3],
])('the %s storage', (_, start) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await start();
  });

  it('gives back what was put under a content-hash name, pictures and PDFs alike', async () => {
    const { storage, keys } = backend;
    const picture = hashKey('jpg');
    const pdf = hashKey('pdf');
    await storage.put(picture, Buffer.from('picture bytes'));
    await storage.put(pdf, Buffer.from('%PDF-1.7 portfolio'));
    expect(await storage.get(picture)).toEqual(Buffer.from('picture bytes'));
    expect(await storage.get(pdf)).toEqual(Buffer.from('%PDF-1.7 portfolio'));
    expect(await keys()).toEqual(expect.arrayContaining([picture, pdf]));
  });

  it('replaces the file on a second put of the same key', async () => {
    const { storage } = backend;
    const key = hashKey('jpg');
    await storage.put(key, Buffer.from('first, longer version'));
    await storage.put(key, Buffer.from('second'));
    expect(await storage.get(key)).toEqual(Buffer.from('second'));
  });

  it('answers null for a key never put, and for one deleted', async () => {
    const { storage, keys } = backend;
    expect(await storage.get(hashKey('jpg'))).toBeNull();
    const key = hashKey('jpg');
    await storage.put(key, Buffer.from('soon gone'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await keys()).not.toContain(key);
  });

  it('deletes a key that is not there without an error', async () => {
    const { storage } = backend;
    await expect(storage.delete(hashKey('jpg'))).resolves.toBeUndefined();
  });

  it('refuses keys that are not flat server-made names before touching the disk or the bucket', async () => {
    const { storage, trace } = backend;
    const before = await trace();
    for (const key of INVALID_KEYS) {
      await expect(storage.put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key), JSON.stringify(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key), JSON.stringify(key)).rejects.toThrow('Invalid storage key');
    }
    expect(await trace()).toEqual(before);
  });

  it('keeps every byte value, an empty file and a large one intact', async () => {
    const { storage } = backend;
    const files = [Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.alloc(0), randomBytes(3 * 1024 * 1024)];
    for (const bytes of files) {
      const key = hashKey('bin');
      await storage.put(key, bytes);
      const back = await storage.get(key);
      expect(back?.equals(bytes), `${bytes.length} bytes`).toBe(true);
    }
  });
});

describe('an S3 storage on a missing bucket', () => {
  it('fails instead of answering "no such file"', async () => {
    const bucket = await startS3Bucket();
    closers.push(bucket.close);
    const storage = createS3Storage({ ...bucket.config, bucket: 'no-such-bucket' });
    await expect(storage.get(hashKey('jpg'))).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE', retryAfterSeconds: S3_TIMEOUTS.retryAfterSeconds });
  });
});

/**
 * Racing writes of one key: the disk's write-then-rename is ours to prove. On S3 a PUT is atomic
 * by the service's own guarantee; s3rver, its stand-in here, writes its files in place, so a
 * race there shows s3rver's behaviour, not ours (it failed a CI run).
 */
describe('the local disk storage under racing writes', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await localDisk();
  });

  it('ends with one whole version when several puts of one key race, and nothing else beside it', async () => {
    const { storage, keys } = backend;
    const key = hashKey('jpg');
    const versions = Array.from({ length: 8 }, () => randomBytes(256 * 1024));
    const others = await keys();
    await Promise.all(versions.map((bytes) => storage.put(key, bytes)));
    const stored = await storage.get(key);
    expect(versions.some((bytes) => stored?.equals(bytes))).toBe(true);
    expect(await keys()).toEqual([...others, key].sort());
  });
});
