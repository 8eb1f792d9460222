import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createLocalDiskStorage } from '@/server/platform/storage';
import { answerHealth, isHealthPath } from '@/scripts/edge-health.mjs';
import { startTestApi, type TestApi } from '../support/api-harness';

/**
 * The web server's /healthz and /readyz (scripts/edge-health.mjs, answered in
 * scripts/web-server.mjs before Next), against a real backend on a loopback port: ready, unready,
 * gone, hung, and restarting. The web server itself needs a production build to start, so its
 * edge is run here the way it runs there: a Node HTTP server calling the same function.
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

const portOf = (server: { address: () => unknown }) => (server.address() as AddressInfo).port;
const closing = (server: http.Server) => () => new Promise((resolve) => server.close(resolve));

/** The backend, served on a loopback port with some of its parts replaced. */
async function backendOn(deps: Partial<typeof api.deps> = {}): Promise<URL> {
  const app = createApp({ ...api.deps, ...deps });
  const server = await new Promise<http.Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false }, () => resolve(started as http.Server));
  });
  closers.push(closing(server));
  return new URL(`http://127.0.0.1:${portOf(server)}`);
}

/** A port that took a connection once and is closed now: nothing listens there. */
async function closedPort(): Promise<URL> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await closing(server)();
  return new URL(`http://127.0.0.1:${port}`);
}

/** A backend that accepts the connection and never answers. */
async function hungBackend(): Promise<URL> {
  const server = http.createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    return closing(server)();
  });
  return new URL(`http://127.0.0.1:${portOf(server)}`);
}

/** The web server's edge for health paths, as web-server.mjs calls it. */
async function webServer(backend: URL, isBackendUp = true) {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://edge.invalid').pathname;
    if (isHealthPath(pathname)) return void answerHealth(res, { pathname, backend, isBackendUp });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(closing(server));
  return async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${portOf(server)}${path}`);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
  };
}

describe('the web server’s health', () => {
  it('is ready when the backend is', async () => {
    const get = await webServer(await backendOn());
    expect(await get('/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready', parts: { web: 'ok', backend: 'ok' } } });
  });

  it('is alive but not ready when the backend answers that it is not ready', async () => {
    // A storage whose folder is gone, as after a lost mount.
    const folder = await mkdtemp(path.join(tmpdir(), 'journal-gone-'));
    const storage = createLocalDiskStorage(folder);
    await storage.check();
    await rm(folder, { recursive: true, force: true });
    const get = await webServer(await backendOn({ storage }));
    expect((await get('/healthz')).status).toBe(200);
    expect(await get('/readyz')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { error: { code: 'NOT_READY', message: 'Not ready: backend unavailable' }, parts: { web: 'ok', backend: 'unavailable' } },
    });
  });

  it('is not ready when nothing listens at the backend’s address', async () => {
    const get = await webServer(await closedPort());
    expect((await get('/healthz')).status).toBe(200);
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { parts: { backend: 'failed' } } });
  });

  it('gives up on a backend that does not answer within a second and a half', async () => {
    const get = await webServer(await hungBackend());
    const startedAt = Date.now();
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { parts: { backend: 'timed out' } } });
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });

  it('is not ready while the supervisor restarts the backend, without asking it', async () => {
    const get = await webServer(await hungBackend(), false);
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { parts: { backend: 'restarting' } } });
  });
});
