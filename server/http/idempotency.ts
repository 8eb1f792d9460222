import 'server-only';
import { DomainError, InvalidError } from '../platform/errors';
import { findIdempotentResult, requestDigest, type IdempotencyClaim, type IdempotentResult } from '../platform/idempotency';
import type { Database } from '../db/client';
import type { AppContext } from './context';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1 to 200 visible ASCII characters: a UUID, a ULID or anything a client makes up, no spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's claim, or null when it sent no Idempotency-Key; a malformed key is a 422.
 * `input` is the request as validated (fields, file bytes): the key answers only that request.
 */
export function idempotencyClaim(c: AppContext, userId: number, input: unknown): IdempotencyClaim | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new InvalidError({ idempotency_key: ['must be 1 to 200 visible ASCII characters'] });
  return { userId, key, operation: `${c.req.method} ${c.req.path}`, requestDigest: requestDigest(input) };
}

/**
 * Runs a create at most once per claim: a repeat answers the first result; a repeat that
 * raced the first (and lost the key in its transaction) answers the winner's result too, or
 * 409 IDEMPOTENCY_IN_PROGRESS if that is not readable yet. The same key with another request
 * is 422 IDEMPOTENCY_KEY_REUSED, and changes nothing. Without a claim, just runs it.
 */
export async function createOnce(
  db: Database,
  claim: IdempotencyClaim | null,
  create: () => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  if (!claim) return create();
  const earlier = await findIdempotentResult(db, claim);
  if (earlier) return earlier;
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'IDEMPOTENCY_IN_PROGRESS')) throw error;
    const winner = await findIdempotentResult(db, claim);
    if (winner) return winner;
    throw error;
  }
}
