import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, type RateLimiter } from '@/server/platform/rate-limit';
import { createRedisRateLimiter } from '@/server/platform/rate-limit-redis';

/**
 * What every rate limiter store must do, run against each: memory always, Redis when one
 * answers at REDIS_URL (default redis://127.0.0.1:6379; `.ci/run` starts one, so CI runs both).
 * Keys carry a prefix unique to this run, so parallel runs on one Redis do not collide.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const clients: Redis[] = [];

async function connectRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    clients.push(redis);
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await connectRedis();
const stores: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (redis) stores.push(['redis', () => createRedisRateLimiter(redis, { prefix })]);

afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await Promise.all(clients.map((client) => client.quit()));
});

let n = 0;
const keyOf = (what: string) => `${what}:${++n}`;

describe.each(stores)('the %s rate limiter', (_, make) => {
  const limiter = make();

  it('allows up to the limit in a window, then refuses with whole seconds to wait', async () => {
    const key = keyOf('hit');
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(key, 3, 60_000));
    expect(decisions.map((d) => [d.allowed, d.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    for (const d of decisions) {
      expect(Number.isInteger(d.retryAfterSeconds)).toBe(true);
      expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(d.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('keeps keys apart', async () => {
    const a = keyOf('a');
    const b = keyOf('b');
    await limiter.hit(a, 1, 60_000);
    expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
    expect(await limiter.hit(b, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('starts a new window once the last has passed', async () => {
    const key = keyOf('window');
    await limiter.hit(key, 1, 200);
    expect((await limiter.hit(key, 1, 200)).allowed).toBe(false);
    await sleep(300);
    expect(await limiter.hit(key, 1, 200)).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets a key on reset', async () => {
    const key = keyOf('reset');
    await limiter.hit(key, 1, 60_000);
    await limiter.reset(key);
    expect(await limiter.hit(key, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts every one of many simultaneous hits exactly once', async () => {
    const key = keyOf('burst');
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 10, 60_000)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.map((d) => d.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps a marker for its lifetime, replaces it when marked again, and lets it expire', async () => {
    const key = keyOf('mark');
    expect(await limiter.markedFor(key)).toBe(0);
    await limiter.mark(key, 60_000);
    const left = await limiter.markedFor(key);
    expect(left).toBeGreaterThan(59_000);
    expect(left).toBeLessThanOrEqual(60_000);
    await limiter.mark(key, 200);
    expect(await limiter.markedFor(key)).toBeLessThanOrEqual(200);
    await sleep(300);
    expect(await limiter.markedFor(key)).toBe(0);
  });
});

if (redis) {
  describe('the redis rate limiter across backend instances', () => {
    it('shares counts and markers between two connections', async () => {
      const other = await connectRedis();
      const first = createRedisRateLimiter(redis, { prefix });
      const second = createRedisRateLimiter(other!, { prefix });
      const key = keyOf('shared');
      await first.hit(key, 2, 60_000);
      await second.hit(key, 2, 60_000);
      expect(await first.hit(key, 2, 60_000)).toMatchObject({ allowed: false, count: 3 });
      await second.mark(`${key}:marker`, 60_000);
      expect(await first.markedFor(`${key}:marker`)).toBeGreaterThan(0);
    });
  });
}

describe('the memory rate limiter', () => {
  it('holds a bounded number of keys: past its cap, a flood of live keys pushes the oldest out', async () => {
    const limiter = createMemoryRateLimiter(Date.now, 10);
    expect((await limiter.hit('first', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('first', 1, 60_000)).allowed).toBe(false);
    for (let i = 0; i < 20; i++) await limiter.hit(`flood-${i}`, 1, 60_000);
    // Forgotten, so counted afresh: without a cap the map would hold all 21 keys.
    expect((await limiter.hit('first', 1, 60_000)).count).toBe(1);
    // The newest keys are still counted.
    expect((await limiter.hit('flood-19', 1, 60_000)).count).toBe(2);
  });
});
