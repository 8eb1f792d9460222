import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import type { AppDeps } from '@/server/http/context';
import { createLocalDiskStorage, type Storage } from '@/server/platform/storage';
import { createS3Storage } from '@/server/platform/storage-s3';
import { listenForHealth } from '@/server/processes/health-listener';
import { startTestApi, type TestApi } from '../support/api-harness';
import { assertDocumentedAnswer } from '../support/contract';
import { startS3Bucket } from '../support/s3-bucket';

/**
 * Liveness and readiness, as an orchestrator routes on them: /healthz asks nothing of the
 * dependencies, /readyz asks each within a second and names the one that failed. The broken
 * parts are real: a storage folder that is gone, a Redis port nobody listens on, a bucket that
 * does not exist, and a part that never answers.
 */
let api: TestApi;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
  await api.close();
});

/** The API with some of its parts replaced, every answer checked against the OpenAPI document. */
async function ask(path: string, deps: Partial<AppDeps> = {}) {
  const app = createApp({ ...api.deps, ...deps });
  const response = await app.request(path);
  await assertDocumentedAnswer('GET', path, response);
  return { status: response.status, body: await response.json() };
}

/** A local disk storage whose folder is removed under it, as a lost mount would. */
async function vanishedDisk(): Promise<Storage> {
  const folder = await mkdtemp(path.join(tmpdir(), 'journal-gone-'));
  const storage = createLocalDiskStorage(folder);
  await storage.check();
  await rm(folder, { recursive: true, force: true });
  return storage;
}

/** A Redis at a port nothing listens on: ioredis queues the PING and retries, so it never answers. */
function closedRedis() {
  const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, connectTimeout: 200, retryStrategy: () => 100 });
  redis.on('error', () => {});
  closers.push(async () => redis.disconnect());
  return redis;
}

describe('GET /healthz', () => {
  it('answers ok whatever the dependencies, so a database outage does not get every instance restarted', async () => {
    expect(await ask('/healthz', { storage: await vanishedDisk(), redis: closedRedis() })).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('GET /readyz', () => {
  it('is ready when the database and the storage answer, Redis not configured', async () => {
    expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'ok', redis: 'not configured', storage: 'ok' } } });
  });

  it('answers 503 naming the storage when its folder is gone', async () => {
    const { status, body } = await ask('/readyz', { storage: await vanishedDisk() });
    expect(status).toBe(503);
    expect(body).toEqual({ error: { code: 'NOT_READY', message: 'Not ready: storage failed' }, parts: { database: 'ok', redis: 'not configured', storage: 'failed' } });
  });

  it('answers 503 naming Redis when its port is closed, within about a second', async () => {
    const startedAt = Date.now();
    const { status, body } = await ask('/readyz', { redis: closedRedis() });
    expect(status).toBe(503);
    expect(body.parts).toEqual({ database: 'ok', redis: expect.stringMatching(/^(failed|timed out)$/), storage: 'ok' });
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('counts a part that never answers as timed out, and still answers', async () => {
    const hanging: Storage = { ...api.deps.storage, check: () => new Promise(() => {}) };
    const { status, body } = await ask('/readyz', { storage: hanging });
    expect(status).toBe(503);
    expect(body.parts.storage).toBe('timed out');
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    // The real driver, pointed at a port where no PostgreSQL listens.
    const unreachable = await openDatabase({ url: 'postgres://root@127.0.0.1:1/journal', migrate: false });
    closers.push(unreachable.close);
    const { status, body } = await ask('/readyz', { db: unreachable.db });
    expect(status).toBe(503);
    expect(body.parts.database).toMatch(/^(failed|timed out)$/);
  });
});

describe('the storages’ readiness check', () => {
  it('an S3 bucket passes when it exists and fails when it does not', async () => {
    const bucket = await startS3Bucket();
    closers.push(bucket.close);
    await expect(createS3Storage(bucket.config).check()).resolves.toBeUndefined();
    await expect(createS3Storage({ ...bucket.config, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  });
});

describe('a worker’s health listener', () => {
  async function worker(storage: Storage) {
    const server = await listenForHealth({ db: api.db, storage, redis: null }, { host: '127.0.0.1', port: 0 });
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async (path: string) => {
      const response = await fetch(`${base}${path}`);
      return { status: response.status, body: await response.json() };
    };
  }

  it('answers /healthz and /readyz as the API does, and nothing else', async () => {
    const get = await worker(api.deps.storage);
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready', parts: { database: 'ok', redis: 'not configured', storage: 'ok' } } });
    expect((await get('/v2/session')).status).toBe(404);
  });

  it('is unready, and still alive, when its storage is gone', async () => {
    const get = await worker(await vanishedDisk());
    expect((await get('/healthz')).status).toBe(200);
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: { error: { code: 'NOT_READY', message: 'Not ready: storage failed' }, parts: { database: 'ok', redis: 'not configured', storage: 'failed' } },
    });
  });
});
