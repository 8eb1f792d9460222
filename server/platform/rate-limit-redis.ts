import 'server-only';
import type { Redis } from 'ioredis';
import { secondsUntil, type RateLimiter } from './rate-limit';

/**
 * INCR and the window's expiry in one script, so that concurrent hits from several backends
 * neither lose a count nor leave a counter without an expiry (which would limit forever).
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** The limits shared by every backend instance through one Redis. `prefix` keeps deployments (and test runs) apart. */
export function createRedisRateLimiter(redis: Redis, options: { prefix?: string } = {}): RateLimiter {
  const prefix = options.prefix ?? 'journal:limits:';
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { allowed: count <= limit, count, retryAfterSeconds: secondsUntil(ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async mark(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async markedFor(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
  };
}
