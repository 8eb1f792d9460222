import 'server-only';
import { createHash, type Hash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { conflict, DomainError } from './errors';

/** Long enough for any client's retries (an app reopened the next morning), short enough to keep the table small. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Who sent which key for which operation and which request (its digest): one create per claim. */
export type IdempotencyClaim = { userId: number; key: string; operation: string; requestDigest: string };
export type IdempotentResult = { status: number; resourceId: number };

/** Feeds a value to the hash in one spelling: keys sorted, bytes as they are (a picture is not copied into text). */
function feed(hash: Hash, value: unknown): void {
  if (value instanceof Uint8Array) {
    hash.update(`bytes ${value.length}:`).update(value);
  } else if (value instanceof Date) {
    feed(hash, value.toISOString());
  } else if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) {
      feed(hash, item);
      hash.update(',');
    }
    hash.update(']');
  } else if (value !== null && typeof value === 'object') {
    hash.update('{');
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      hash.update(`${JSON.stringify(key)}:`);
      feed(hash, item);
      hash.update(',');
    }
    hash.update('}');
  } else {
    hash.update(JSON.stringify(value) ?? 'undefined');
  }
}

/**
 * The digest of a request's validated input. Taken after parsing, not of the raw bytes: a
 * retry of the same request may spell it differently (a form's boundary is new on each send,
 * JSON keys may come in another order) and is still the same request.
 */
export function requestDigest(input: unknown): string {
  const hash = createHash('sha256');
  feed(hash, input);
  return hash.digest('base64url');
}

/** A key sent again with another request: answering the first result would pretend this one succeeded. */
export const idempotencyKeyReused = () =>
  new DomainError('invalid', 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request: send a new key with a new request');

const liveSince = () => new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
const ofClaim = (claim: IdempotencyClaim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/**
 * The result of an earlier request with this key, if it is still live. The same key sent for
 * another operation or with another body is a client error, not a replay.
 */
export async function findIdempotentResult(db: Database, claim: IdempotencyClaim): Promise<IdempotentResult | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(ofClaim(claim), gt(idempotencyKeys.createdAt, liveSince())))
    .limit(1);
  if (!row) return null;
  if (row.operation !== claim.operation || row.requestDigest !== claim.requestDigest) throw idempotencyKeyReused();
  return { status: row.status, resourceId: row.resourceId };
}

/**
 * Records the key in the creating transaction `tx`. A concurrent request holding the same key
 * makes this insert wait for its transaction; once it has committed, the key is taken and this
 * transaction must roll back (IDEMPOTENCY_IN_PROGRESS, which the caller turns into a replay of
 * the winner's result). An expired key is taken over.
 */
export async function claimIdempotencyKey(tx: Database, claim: IdempotencyClaim, result: IdempotentResult): Promise<void> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, ...result })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { operation: claim.operation, requestDigest: claim.requestDigest, ...result, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, liveSince()),
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed) throw idempotencyInProgress();
}

export const idempotencyInProgress = () => conflict('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is already being served');

/** Expired keys answer nothing any more; the backend drops them from time to time. */
export async function forgetExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, liveSince()));
}
