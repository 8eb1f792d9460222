import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createApp } from '@/server/app';
import { createRateLimits } from '@/server/platform/rate-limit-fallback';
import { REDIS_TIMEOUTS, connectRedis } from '@/server/platform/redis';
import { startTestApi, type TestApi } from '../support/api-harness';
import { PASSWORD, buildTwoCommunities, type TwoCommunities } from '../support/communities';
import { freePort, startRedis } from '../support/redis-process';

/**
 * Redis only holds counters for the backends; losing it must not stop a school signing in.
 * The bound: with Redis gone, sign-in answers within a second (it hung over a minute).
 * These are bounds on hanging, measured against the wall clock, not speed targets.
 */
const ANSWER_WITHIN_MS = 1_000;

let api: TestApi;
let world: TwoCommunities;
const clients: Redis[] = [];
const servers: { stop: () => void }[] = [];
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  for (const server of servers) server.stop();
  await api.close();
});

/** A backend app like server/main.ts builds it: limits in this Redis, with the fallback. */
async function backendOn(url: string) {
  const redis = await connectRedis(url);
  clients.push(redis);
  let fallbacks = 0;
  const app = createApp({ ...api.deps, rateLimiter: createRateLimits(redis, { onFallback: () => fallbacks++ }) });
  const signIn = async (email = world.demo.peer.email, password = PASSWORD) => {
    const started = performance.now();
    const res = await app.request('/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': world.demo.host, 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify({ user: { email, password } }),
    });
    return { status: res.status, ms: performance.now() - started };
  };
  return { redis, signIn, fallbacks: () => fallbacks };
}

describe('sign-in while Redis is gone', () => {
  it('answers within a second once Redis is killed, counting in this process meanwhile', async () => {
    const server = await startRedis();
    servers.push(server);
    const backend = await backendOn(server.url);
    expect((await backend.signIn()).status).toBe(200);
    expect(backend.fallbacks()).toBe(0);

    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, ms } = await backend.signIn();
      expect(status).toBe(200);
      expect(ms, `sign-in ${i + 1} with Redis killed`).toBeLessThan(ANSWER_WITHIN_MS);
      times.push(Math.round(ms));
    }
    console.info(`Sign-ins with Redis killed answered in ${times.join(', ')} ms`);
    expect(backend.fallbacks()).toBeGreaterThan(0);
  });

  it('answers within a second when Redis hangs without closing its connections', async () => {
    const server = await startRedis();
    servers.push(server);
    const backend = await backendOn(server.url);
    expect((await backend.signIn()).status).toBe(200);

    server.process.kill('SIGSTOP');
    try {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { status, ms } = await backend.signIn();
        expect(status).toBe(200);
        expect(ms, `sign-in ${i + 1} with Redis frozen`).toBeLessThan(ANSWER_WITHIN_MS);
        times.push(Math.round(ms));
      }
      console.info(`Sign-ins with Redis frozen answered in ${times.join(', ')} ms`);
    } finally {
      server.process.kill('SIGCONT');
    }
  });

  it('still refuses guessing while it counts in this process', async () => {
    const server = await startRedis();
    servers.push(server);
    const backend = await backendOn(server.url);
    server.stop();
    await new Promise((resolve) => server.process.once('exit', resolve));
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await backend.signIn(world.demo.peer.email, 'wrong-password')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('a wrong REDIS_URL at start', () => {
  it('stops the start with a message naming REDIS_URL, without the password, in a few seconds', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(connectRedis(`redis://:s3cret@127.0.0.1:${port}`)).rejects.toThrow(new RegExp(`^REDIS_URL: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}`));
    await expect(connectRedis(`redis://:s3cret@127.0.0.1:${port}`)).rejects.not.toThrow(/s3cret/);
    expect(Date.now() - started).toBeLessThan(2 * (REDIS_TIMEOUTS.startMs + 1000));
  });
});
