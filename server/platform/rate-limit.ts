import 'server-only';

export type RateLimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counters and markers with a lifetime, by key: all the login throttle, the location search
 * and the image search need. One implementation per store: this process's memory (one
 * backend) or Redis (several backends sharing their limits, rate-limit-redis.ts). Both pass
 * tests/api/rate-limiter-contract.test.ts.
 */
export type RateLimiter = {
  /** Counts one event in `key`'s fixed window (which starts at its first event); allowed while count ≤ limit. */
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitDecision>;
  reset: (key: string) => Promise<void>;
  /** Sets (or replaces) a marker that lives `ttlMs`. */
  mark: (key: string, ttlMs: number) => Promise<void>;
  /** Milliseconds the marker has left to live; 0 when there is none. */
  markedFor: (key: string) => Promise<number>;
};

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Keys the memory limiter holds at most: a few MB, far beyond a school's traffic in one window. */
export const MEMORY_RATE_LIMIT_MAX_KEYS = 100_000;

/** In this process's memory: right for the embedded single backend. */
export function createMemoryRateLimiter(now: () => number = Date.now, maxKeys = MEMORY_RATE_LIMIT_MAX_KEYS): RateLimiter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string, t: number) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > t ? entry : null;
  };
  // Past the cap, expired entries go first; if a flood of live keys still fills it, the oldest
  // go too (a Map iterates in insertion order), down to 90% so that the sweep is not paid on
  // every hit. Memory stays bounded; a flooder can at worst shorten others' windows.
  const prune = (t: number) => {
    if (entries.size <= maxKeys) return;
    for (const [k, v] of entries) if (v.expiresAt <= t) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size <= Math.floor(maxKeys * 0.9)) break;
      entries.delete(k);
    }
  };
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let entry = live(key, t);
      if (!entry) {
        entry = { count: 0, expiresAt: t + windowMs };
        entries.set(key, entry);
        prune(t);
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, count: entry.count, retryAfterSeconds: secondsUntil(entry.expiresAt - t) };
    },
    async reset(key) {
      entries.delete(key);
    },
    async mark(key, ttlMs) {
      const t = now();
      entries.set(key, { count: 1, expiresAt: t + ttlMs });
      prune(t);
    },
    async markedFor(key) {
      const t = now();
      const entry = live(key, t);
      return entry ? entry.expiresAt - t : 0;
    },
  };
}
