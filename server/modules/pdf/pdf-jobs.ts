import 'server-only';
import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { TPdfKind, TPdfStatus, TStoryPdfType } from '@/lib/shared/validation/pdf-rules';
import type { Database } from '../../db/client';
import { pdfJobs } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { pdfFingerprint, type PortraitPdfInput, type StoryPdfInput } from './pdf-input';

export const PDF_POLICY = {
  /** A finished PDF is kept this long for its download (and for reuse), then swept. */
  keepMs: 24 * 60 * 60 * 1000,
  /** A render that fails is tried again after 5 s, then 20 s, then the job is `failed`. */
  maxAttempts: 3,
  backOffMs: (attempts: number) => 5000 * 4 ** (attempts - 1),
  /**
   * A running job is its process's while the lease lasts; the process renews it every
   * `renewEveryMs`, so a long render stays its own and a dead process's job is taken over within
   * `leaseMs + pollEveryMs` (20 s) by any other instance's periodic round.
   */
  leaseMs: 15_000,
  renewEveryMs: 5_000,
  /** How often a runner looks for jobs it was not woken for: retries, other processes' and dead ones'. */
  pollEveryMs: 5_000,
  /** How long the request that asks waits for its PDF before answering `generating`, so the common case downloads at once. */
  answerWithinMs: 2000,
} as const;

export type PdfJobRow = typeof pdfJobs.$inferSelect;

export type PdfRequest =
  | { kind: 'story'; storyId: number; type: TStoryPdfType; input: StoryPdfInput }
  | { kind: 'portrait'; input: PortraitPdfInput };

/** The wire's three statuses (spec §7 `pdf_status`): queued and running are both `generating`. */
export const wireStatus = (status: PdfJobRow['status']): TPdfStatus => (status === 'ready' || status === 'failed' ? status : 'generating');

/**
 * Queues a PDF for the requester, or answers their job for the same document when one is
 * under way or finished and not about to expire: a double press or asking again for an
 * unchanged story costs no second render.
 */
export async function requestPdf(db: Database, requester: { userId: number; communityId: number }, request: PdfRequest): Promise<PdfJobRow> {
  const type = request.kind === 'story' ? request.type : null;
  const fingerprint = pdfFingerprint({ kind: request.kind, type, input: request.input });
  const reusable = async () => {
    const stillUseful = new Date(Date.now() + 60 * 60 * 1000);
    const [existing] = await db
      .select()
      .from(pdfJobs)
      .where(
        and(
          eq(pdfJobs.userId, requester.userId),
          eq(pdfJobs.fingerprint, fingerprint),
          or(inArray(pdfJobs.status, ['queued', 'running']), and(eq(pdfJobs.status, 'ready'), gt(pdfJobs.expiresAt, stillUseful))),
        ),
      )
      .orderBy(desc(pdfJobs.id))
      .limit(1);
    return existing;
  };
  const existing = await reusable();
  if (existing) return existing;
  const [created] = await db
    .insert(pdfJobs)
    .values({
      communityId: requester.communityId,
      userId: requester.userId,
      kind: request.kind,
      storyId: request.kind === 'story' ? request.storyId : null,
      type,
      fingerprint,
      input: request.input,
      // The claim compares with the process's clock (ms): the database's now() (µs) could put a job
      // queued this very millisecond a little in the future, and it would wait for the next tick.
      nextAttemptAt: new Date(),
      expiresAt: new Date(Date.now() + PDF_POLICY.keepMs),
    })
    // pdf_jobs_under_way_idx: a request that raced another for the same document answers the other's job.
    .onConflictDoNothing()
    .returning();
  // Lost a race: the winner's job is the one; should it have failed already, ask again.
  return created ?? (await reusable()) ?? requestPdf(db, requester, request);
}

/** A job is its requester's alone (it holds what they could read): anyone else's, or an expired one, does not exist. */
export async function findOwnPdfJob(db: Database, requester: { userId: number; communityId: number }, id: number, kind: TPdfKind): Promise<PdfJobRow> {
  const [job] = await db
    .select()
    .from(pdfJobs)
    .where(and(eq(pdfJobs.id, id), eq(pdfJobs.kind, kind), eq(pdfJobs.userId, requester.userId), eq(pdfJobs.communityId, requester.communityId), gt(pdfJobs.expiresAt, new Date())))
    .limit(1);
  if (!job) throw notFound('PDF');
  return job;
}

export function requireReadyFile(job: PdfJobRow): string {
  if (job.status !== 'ready' || !job.fileKey) throw conflict('PDF_NOT_READY', 'The PDF is not ready yet: ask for its status');
  return job.fileKey;
}

/** Expired jobs go; their files then belong to no row and the stored-files sweeper removes them. */
export async function forgetExpiredPdfJobs(db: Database, now = new Date()): Promise<void> {
  await db.delete(pdfJobs).where(lt(pdfJobs.expiresAt, now));
}
