import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { REVIEW_LINK_VALID_DAYS } from '@/lib/shared/validation/recognition-rules';
import type { Database } from '../../db/client';
import { recognitionReviewLinks } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { digestToken } from '../../platform/tokens';

export const REVIEW_LINK_TTL_MS = REVIEW_LINK_VALID_DAYS * 24 * 60 * 60 * 1000;
const PURPOSE = 'recognition-review-link';

export const invalidReviewLink = () =>
  new DomainError('notFound', 'REVIEW_LINK_INVALID', 'This review link has been used, has expired or was replaced: ask for a fresh one');

/**
 * A review link's token: `<recognition id>.<32 random bytes>.<signature>`, as ZReviewToken
 * spells it. The signature (the deployment's signing key) lets a forged or altered token be
 * refused before any lookup, and binds the token to its request; the random part makes it
 * unguessable; only its digest is stored, so a copy of the database opens nothing.
 */
function signedToken(secrets: SecretBox, recognitionId: number): string {
  const body = `${recognitionId}.${randomBytes(32).toString('base64url')}`;
  return `${body}.${secrets.sign(PURPOSE, body)}`;
}

/** The request a token was signed for, or null when it was not signed here. */
export function signedRecognitionId(secrets: SecretBox, token: string): number | null {
  const cut = token.lastIndexOf('.');
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(secrets.sign(PURPOSE, body));
  if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(body.split('.')[0]);
}

/** A fresh review link for a teacher from outside; earlier live links of the request are retired, so only the newest mail works. */
export async function issueReviewLink(tx: Database, secrets: SecretBox, recognitionId: number): Promise<string> {
  const now = new Date();
  await tx
    .update(recognitionReviewLinks)
    .set({ usedAt: now })
    .where(and(eq(recognitionReviewLinks.microRecognitionId, recognitionId), isNull(recognitionReviewLinks.usedAt)));
  const token = signedToken(secrets, recognitionId);
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

/** Refuses a token not signed here, or signed for another request: a link opens only its own request. */
export function assertSignedFor(secrets: SecretBox, token: string, recognitionId: number) {
  if (signedRecognitionId(secrets, token) !== recognitionId) throw invalidReviewLink();
}

/** Whether the token opens this recognition now. */
export async function reviewLinkOpens(db: Database, secrets: SecretBox, token: string, recognitionId: number): Promise<boolean> {
  assertSignedFor(secrets, token, recognitionId);
  const [row] = await db.select({ id: recognitionReviewLinks.id }).from(recognitionReviewLinks).where(live(token, recognitionId, new Date())).limit(1);
  return Boolean(row);
}

/** Spends the link in the statement that checks it (two tabs cannot both decide); refused when it does not open this request. */
export async function spendReviewLink(tx: Database, secrets: SecretBox, token: string, recognitionId: number): Promise<void> {
  assertSignedFor(secrets, token, recognitionId);
  const now = new Date();
  const [spent] = await tx.update(recognitionReviewLinks).set({ usedAt: now }).where(live(token, recognitionId, now)).returning({ id: recognitionReviewLinks.id });
  if (!spent) throw invalidReviewLink();
}

/** The request a link of ours (live, spent or expired) was made for: to mail its teacher a fresh one. */
export async function recognitionOfLink(db: Database, secrets: SecretBox, token: string): Promise<number | null> {
  const id = signedRecognitionId(secrets, token);
  if (id === null) return null;
  const [row] = await db
    .select({ id: recognitionReviewLinks.microRecognitionId })
    .from(recognitionReviewLinks)
    .where(and(eq(recognitionReviewLinks.tokenHash, digestToken(token)), eq(recognitionReviewLinks.microRecognitionId, id)))
    .limit(1);
  return row?.id ?? null;
}
