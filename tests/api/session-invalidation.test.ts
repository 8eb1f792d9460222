import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createSessionCache, type SessionCache } from '@/server/modules/accounts/session-cache';
import { createPostgresInvalidationBus, createRedisInvalidationBus, type SessionInvalidationBus } from '@/server/modules/accounts/session-invalidation';
import { startTestApi, type TestApi } from '../support/api-harness';
import { assertDocumentedAnswer } from '../support/contract';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/**
 * Two backend processes on one database, simulated by two apps with caches of their own. Each
 * cache trusts an entry for a minute here, far beyond the test's patience, so only the bus
 * can make the second process notice a logout or a user change made through the first.
 * PostgreSQL's bus runs when the suite runs on PostgreSQL; Redis's when one answers at
 * REDIS_URL (default redis://127.0.0.1:6379), on a channel of this run's own.
 */
const LONG_TTL_MS = 60_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connectRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

let api: TestApi;
let world: TwoCommunities;
let redis: Redis | null;
const caches: SessionCache[] = [];
beforeAll(async () => {
  api = await startTestApi({ deps: { sessionCache: createSessionCache({ ttlMs: LONG_TTL_MS }) } });
  world = await buildTwoCommunities(api);
  redis = await connectRedis();
});
afterAll(async () => {
  await Promise.all(caches.map((cache) => cache.close()));
  await redis?.quit();
  await api.close();
});

type BusFactory = () => SessionInvalidationBus;
function buses(): [string, BusFactory][] {
  const list: [string, BusFactory][] = [];
  const url = api.databaseUrl;
  if (url)
    list.push([
      'PostgreSQL LISTEN/NOTIFY',
      () =>
        createPostgresInvalidationBus(async () => {
          const client = new Client({ connectionString: url });
          await client.connect();
          return client;
        }),
    ]);
  const channel = `test:sessions:${randomBytes(6).toString('hex')}`;
  if (redis) list.push(['Redis pub/sub', () => createRedisInvalidationBus(redis!, { channel })]);
  return list;
}

/** A second backend process: the same database, a cache of its own. */
async function secondProcess(cache: SessionCache) {
  const app = createApp({ ...api.deps, sessionCache: cache });
  return async (token: string, host: string) => {
    const response = await app.request('/v2/session', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': host } });
    await assertDocumentedAnswer('GET', '/v2/session', response);
    return response;
  };
}

async function within(ms: number, settled: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await settled()) return true;
    await sleep(50);
  }
  return settled();
}

describe('sessions across backend processes', () => {
  it('without a bus, a second process keeps a logged-out session until its TTL: the bus is what ends it', async () => {
    const { learner, host } = world.demo;
    const other = await secondProcess(createSessionCache({ ttlMs: LONG_TTL_MS }));
    const { token } = await login(api, learner.email, host);
    expect((await other(token, host)).status).toBe(200);
    expect((await api.request('/v2/logout', { method: 'DELETE', host, token })).status).toBe(204);
    expect((await other(token, host)).status).toBe(200);
  });

  it('runs on at least one bus in CI (PostgreSQL, or Redis beside PGlite)', () => {
    expect(buses().length).toBeGreaterThan(0);
  });

  // Evaluated once the suite's setup has run (the buses depend on the database and Redis found).
  it('hears logouts, refreshes and user changes made in another process within seconds', async () => {
    for (const [name, bus] of buses()) {
      const first = createSessionCache({ ttlMs: LONG_TTL_MS, bus: bus() });
      const second = createSessionCache({ ttlMs: LONG_TTL_MS, bus: bus() });
      caches.push(first, second);
      await Promise.all([first.listen(), second.listen()]);
      api.deps.sessionCache = first;
      const other = await secondProcess(second);
      const { learner, peer, host } = world.demo;

      // Logout in the first process.
      const a = await login(api, learner.email, host);
      expect((await other(a.token, host)).status, name).toBe(200);
      expect((await api.request('/v2/logout', { method: 'DELETE', host, token: a.token })).status).toBe(204);
      expect(await within(3_000, async () => (await other(a.token, host)).status === 401), `${name}: logout`).toBe(true);

      // A refresh revokes the old token.
      const b = await login(api, learner.email, host);
      expect((await other(b.token, host)).status).toBe(200);
      expect((await api.request('/v2/refresh', { method: 'POST', host, json: { refresh_token: b.refreshToken } })).status).toBe(200);
      expect(await within(3_000, async () => (await other(b.token, host)).status === 401), `${name}: refresh`).toBe(true);

      // A user change (the path locale, profile and any future deactivation take) shows at once.
      const c = await login(api, peer.email, host);
      const before = (await (await other(c.token, host)).json()).data.locale;
      const locale = before === 'pt' ? 'el' : 'pt';
      expect((await api.request(`/v2/users/${peer.id}`, { method: 'PUT', host, token: c.token, json: { user: { locale } } })).status).toBe(200);
      expect(await within(3_000, async () => (await (await other(c.token, host)).json()).data.locale === locale), `${name}: user change`).toBe(true);
    }
  });
});
