import 'server-only';
import { log } from './logger';
import type { Redis } from 'ioredis';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './rate-limit-redis';

/** After a failure, the shared store is left alone this long before it is tried again. */
export const FALLBACK_RETRY_MS = 5_000;

/**
 * The shared limits (Redis), and this process's memory while they do not answer. A school
 * signing in at 8:00 must not wait on a store that only holds counters: for the outage each
 * backend counts on its own, so an address gets at most one allowance per instance, still
 * bounded, still slowing guessing. The alternative, 503 on every sign-in until Redis is back,
 * would turn a cache outage into a product outage. `onFallback` counts each call served so.
 */
export function createFallbackRateLimiter(shared: RateLimiter, local: RateLimiter, options: { now?: () => number; onFallback?: () => void } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  let sharedDownUntil = 0;
  let fallingBack = false;
  const either =
    <A extends unknown[], R>(pick: (limiter: RateLimiter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (now() >= sharedDownUntil) {
        try {
          const answer = await pick(shared)(...args);
          if (fallingBack) log.info('Shared rate limits answer again');
          fallingBack = false;
          return answer;
        } catch (error) {
          if (!fallingBack) log.warn({ err: error }, 'Shared rate limits unavailable; counting in this process');
          fallingBack = true;
          sharedDownUntil = now() + FALLBACK_RETRY_MS;
        }
      }
      options.onFallback?.();
      return pick(local)(...args);
    };
  return {
    hit: either((l) => l.hit),
    reset: either((l) => l.reset),
    mark: either((l) => l.mark),
    markedFor: either((l) => l.markedFor),
  };
}

/** The backend's limits: shared through Redis when there is one (with this fallback), else in this process. */
export function createRateLimits(redis: Redis | null, options: { onFallback?: () => void } = {}): RateLimiter {
  return redis ? createFallbackRateLimiter(createRedisRateLimiter(redis), createMemoryRateLimiter(), options) : createMemoryRateLimiter();
}
