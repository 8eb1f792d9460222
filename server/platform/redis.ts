import 'server-only';
import { Redis } from 'ioredis';
import { log } from './logger';

/**
 * How long we wait on Redis. It holds only what can be rebuilt (rate-limit counters, the
 * session-invalidation channel), so a Redis that does not answer must never hold a request:
 * commands fail at once while it is disconnected (no offline queue) and after `commandMs` when
 * it hangs, and callers fall back (rate-limit-fallback.ts).
 */
export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 300, startMs: 5_000, reconnectMaxMs: 2_000 } as const;

/** The address without its password, for messages an operator reads. */
export function redisAddress(url: string): string {
  try {
    const { protocol, hostname, port, pathname } = new URL(url);
    return `${protocol}//${hostname}:${port || 6379}${pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

/**
 * Connects, or throws within `startMs` with a message naming REDIS_URL: a wrong address at
 * start is an operator's mistake to show at once, not a retry loop that never listens.
 * Once connected, a lost Redis is reconnected in the background, logged once per outage.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_TIMEOUTS.reconnectMaxMs),
  });
  let wasReady = false;
  let down = false;
  redis.on('error', (error: Error) => {
    if (!wasReady || down) return;
    down = true;
    log.warn({ redis: redisAddress(url), reason: error.message }, 'Redis does not answer: limits fall back to this process, sessions to their cache lifetime');
  });
  redis.on('ready', () => {
    wasReady = true;
    if (!down) return;
    down = false;
    log.info({ redis: redisAddress(url) }, 'Redis answers again');
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect().then(() => redis.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUTS.startMs} ms`)), REDIS_TIMEOUTS.startMs);
      }),
    ]);
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis at ${redisAddress(url)} (${(error as Error).message}). Check the variable, or leave it unset for limits in this process's memory.`);
  } finally {
    clearTimeout(timer);
  }
  return redis;
}
