import 'server-only';

export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateLimitDecision>;
  reset: (key: string) => Promise<void>;
};

/**
 * Fixed-window counters in this process's memory: right for the embedded single backend.
 * Several backend instances need a shared store (Redis) behind the same interface.
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      return { allowed: entry.count <= limit, retryAfterSeconds: Math.ceil((entry.resetAt - t) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
