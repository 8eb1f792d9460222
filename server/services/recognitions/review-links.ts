import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { REVIEW_LINK_VALID_DAYS } from '@/lib/validation/recognition-rules';
import type { Database } from '../../db/client';
import { recognitionReviewLinks } from '../../db/schema';
import { DomainError } from '../errors';
import { digestToken, newOpaqueToken } from '../tokens';

export const REVIEW_LINK_TTL_MS = REVIEW_LINK_VALID_DAYS * 24 * 60 * 60 * 1000;

export const invalidReviewLink = () =>
  new DomainError('notFound', 'REVIEW_LINK_INVALID', 'This review link has been used, has expired or was replaced: ask for a fresh one');

/**
 * A fresh review link for a teacher from outside: 32 random bytes, of which only the digest is
 * kept. Earlier live links of the request are retired, so only the newest mail works.
 */
export async function issueReviewLink(tx: Database, recognitionId: number): Promise<string> {
  const now = new Date();
  await tx
    .update(recognitionReviewLinks)
    .set({ usedAt: now })
    .where(and(eq(recognitionReviewLinks.microRecognitionId, recognitionId), isNull(recognitionReviewLinks.usedAt)));
  const token = newOpaqueToken();
  await tx.insert(recognitionReviewLinks).values({ microRecognitionId: recognitionId, tokenHash: digestToken(token), expiresAt: new Date(now.getTime() + REVIEW_LINK_TTL_MS) });
  return token;
}

const live = (token: string, recognitionId: number, now: Date) =>
  and(
    eq(recognitionReviewLinks.tokenHash, digestToken(token)),
    eq(recognitionReviewLinks.microRecognitionId, recognitionId),
    isNull(recognitionReviewLinks.usedAt),
    gt(recognitionReviewLinks.expiresAt, now),
  );

/** Whether the token opens this recognition now: a link opens only its own request. */
export async function reviewLinkOpens(db: Database, token: string, recognitionId: number): Promise<boolean> {
  const [row] = await db.select({ id: recognitionReviewLinks.id }).from(recognitionReviewLinks).where(live(token, recognitionId, new Date())).limit(1);
  return Boolean(row);
}

/** Spends the link in the statement that checks it (two tabs cannot both decide); refused when it does not open this request. */
export async function spendReviewLink(tx: Database, token: string, recognitionId: number): Promise<void> {
  const now = new Date();
  const [spent] = await tx.update(recognitionReviewLinks).set({ usedAt: now }).where(live(token, recognitionId, now)).returning({ id: recognitionReviewLinks.id });
  if (!spent) throw invalidReviewLink();
}

/** The request a link (live, spent or expired) was made for: to mail its teacher a fresh one. */
export async function recognitionOfLink(db: Database, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: recognitionReviewLinks.microRecognitionId })
    .from(recognitionReviewLinks)
    .where(eq(recognitionReviewLinks.tokenHash, digestToken(token)))
    .limit(1);
  return row?.id ?? null;
}
