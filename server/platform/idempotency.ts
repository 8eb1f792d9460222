import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { conflict, InvalidError } from './errors';

/** Long enough for any client's retries (an app reopened the next morning), short enough to keep the table small. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Who sent which key for which operation: one create per claim. */
export type IdempotencyClaim = { userId: number; key: string; operation: string };
export type IdempotentResult = { status: number; resourceId: number };

const liveSince = () => new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
const ofClaim = (claim: IdempotencyClaim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/**
 * The result of an earlier request with this key, if it is still live. The same key sent for
 * another operation is a client error, not a replay.
 */
export async function findIdempotentResult(db: Database, claim: IdempotencyClaim): Promise<IdempotentResult | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(ofClaim(claim), gt(idempotencyKeys.createdAt, liveSince())))
    .limit(1);
  if (!row) return null;
  if (row.operation !== claim.operation) throw new InvalidError({ idempotency_key: ['was already used for another request'] });
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
      set: { operation: claim.operation, ...result, createdAt: sql`now()` },
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
