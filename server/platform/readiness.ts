import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Storage } from './storage';

/** What a process needs to serve: each part answers within the timeout, or the process is not ready. */
export type ReadinessParts = {
  db: Database;
  storage: Storage;
  /** null when the deployment has no Redis (limits in memory). */
  redis: { ping: () => Promise<unknown> } | null;
};

export type PartState = 'ok' | 'failed' | 'timed out' | 'not configured';
export type Readiness = {
  isReady: boolean;
  parts: { database: PartState; redis: PartState; storage: PartState };
};

/**
 * A load balancer asks every few seconds and gives up on an answer after a few more: a part
 * slower than this counts as down, so one hung dependency cannot hold the probe past its deadline.
 */
export const READINESS_TIMEOUT_MS = 1000;

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<PartState>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    return await Promise.race([check().then((): PartState => 'ok', (): PartState => 'failed'), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer a probe reads: 200 `{status: 'ready', parts}`, or 503 in the API's error shape
 * (`{error: {code: 'NOT_READY', message}}`) with `parts` beside it, naming what failed.
 */
export function readinessAnswer({ isReady, parts }: Readiness) {
  if (isReady) return { status: 200 as const, body: { status: 'ready' as const, parts } };
  const down = Object.entries(parts).filter(([, state]) => state === 'failed' || state === 'timed out');
  const message = `Not ready: ${down.map(([part, state]) => `${part} ${state}`).join(', ')}`;
  return { status: 503 as const, body: { error: { code: 'NOT_READY', message }, parts } };
}

/** Asks every part at once, so the answer takes the slowest part's time, never their sum. */
export async function checkReadiness({ db, storage, redis }: ReadinessParts, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const [database, redisState, storageState] = await Promise.all([
    probe(() => db.execute(sql`select 1`), timeoutMs),
    redis ? probe(() => redis.ping(), timeoutMs) : Promise.resolve<PartState>('not configured'),
    probe(() => storage.check(), timeoutMs),
  ]);
  const parts = { database, redis: redisState, storage: storageState };
  return { isReady: Object.values(parts).every((state) => state === 'ok' || state === 'not configured'), parts };
}
