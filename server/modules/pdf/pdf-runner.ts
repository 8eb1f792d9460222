import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pdfJobs } from '../../db/schema';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import { holdLease, leaseUntil, newClaimToken, type LeasePolicy } from '../../platform/lease';
import type { Storage } from '../../platform/storage';
import { writeStoredFile } from '../../platform/stored-files';
import { PDF_POLICY, type PdfJobRow } from './pdf-jobs';
import { log } from '../../platform/logger';

/** Draws one job's document (pdf-render-job.ts); throws when it cannot. */
export type PdfRender = (job: PdfJobRow) => Promise<Buffer>;

export type PdfRunner = BackgroundLoop & {
  /** Resolves when this process has finished the job (ready or failed), or after `ms`, whichever comes first. */
  waitFor: (id: number, ms: number) => Promise<void>;
};

type RunnerOptions = Partial<LeasePolicy> & { everyMs?: number };

/** A job's row and the token its claim holds it by. */
type Claim = { job: PdfJobRow; token: string };

/** The running job, still held by this claim: every write after the claim goes through it. */
const heldBy = ({ job, token }: Claim) => and(eq(pdfJobs.id, job.id), eq(pdfJobs.status, 'running'), eq(pdfJobs.claimedBy, token));

/**
 * Claims one due job: queued and due, or running under a lease that ran out (its process died).
 * SKIP LOCKED lets several backend instances take jobs side by side without taking the same one.
 */
async function claimOne(db: Database, lease: LeasePolicy, now: Date): Promise<Claim | null> {
  const due = db
    .select({ id: pdfJobs.id })
    .from(pdfJobs)
    .where(
      or(
        and(eq(pdfJobs.status, 'queued'), lte(pdfJobs.nextAttemptAt, now)),
        and(eq(pdfJobs.status, 'running'), lt(pdfJobs.leaseExpiresAt, now)),
        // Claimed by a version without leases (during a rolling deploy): it is given one lease.
        and(eq(pdfJobs.status, 'running'), isNull(pdfJobs.leaseExpiresAt), lt(pdfJobs.claimedAt, new Date(now.getTime() - lease.leaseMs))),
      ),
    )
    .orderBy(pdfJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const token = newClaimToken();
  const [job] = await db
    .update(pdfJobs)
    .set({ status: 'running', claimedAt: now, claimedBy: token, leaseExpiresAt: leaseUntil(lease, now.getTime()), attempts: sql`${pdfJobs.attempts} + 1` })
    .where(eq(pdfJobs.id, due))
    .returning();
  return job ? { job, token } : null;
}

/**
 * Renders, stores the file under its digest (the same bytes are one file) and marks the job ready;
 * a failure is retried with back-off. The lease is renewed meanwhile; should another process have
 * taken the job over, this one's result is dropped (the file, if stored, is swept as unreferenced).
 */
async function runJob(db: Database, storage: Storage, render: PdfRender, lease: LeasePolicy, claim: Claim) {
  const { job } = claim;
  const held = holdLease(`PDF job ${job.id}`, lease, async () => {
    const renewed = await db.update(pdfJobs).set({ leaseExpiresAt: leaseUntil(lease) }).where(heldBy(claim)).returning({ id: pdfJobs.id });
    return renewed.length > 0;
  });
  const released = { claimedBy: null, leaseExpiresAt: null, claimedAt: null };
  try {
    // Each claim counts as an attempt, taken-over ones too: a job whose drawing ends its process every time stops being retried.
    if (job.attempts > PDF_POLICY.maxAttempts) throw new Error(`its process stopped during each of ${PDF_POLICY.maxAttempts} attempts`);
    const bytes = await render(job);
    if (held.isLost()) return;
    const key = `${createHash('sha256').update(bytes).digest('hex')}.pdf`;
    await writeStoredFile(db, storage, key, bytes);
    const now = new Date();
    await db
      .update(pdfJobs)
      .set({ ...released, status: 'ready', fileKey: key, finishedAt: now, expiresAt: new Date(now.getTime() + PDF_POLICY.keepMs), lastError: null })
      .where(heldBy(claim));
  } catch (error) {
    log.error({ err: error, pdfJob: job.id }, 'PDF job failed');
    const exhausted = job.attempts >= PDF_POLICY.maxAttempts;
    await db
      .update(pdfJobs)
      .set({
        ...released,
        status: exhausted ? 'failed' : 'queued',
        nextAttemptAt: new Date(Date.now() + PDF_POLICY.backOffMs(job.attempts)),
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where(heldBy(claim));
  } finally {
    held.release();
  }
}

/**
 * Runs PDF jobs in the background, one at a time (the renderer is one worker thread): at once
 * when woken, and every `everyMs` for retries and jobs another process queued.
 */
export function createPdfRunner(db: Database, storage: Storage, render: PdfRender, options: RunnerOptions = {}): PdfRunner {
  const { everyMs = PDF_POLICY.pollEveryMs, leaseMs = PDF_POLICY.leaseMs, renewEveryMs = PDF_POLICY.renewEveryMs } = options;
  const lease = { leaseMs, renewEveryMs };
  const waiters = new Map<number, Set<() => void>>();
  const loop = createBackgroundLoop(
    'Running PDF jobs',
    async (isStopped) => {
      for (let claim = await claimOne(db, lease, new Date()); claim && !isStopped(); claim = await claimOne(db, lease, new Date())) {
        const { id } = claim.job;
        await runJob(db, storage, render, lease, claim);
        for (const resolve of waiters.get(id) ?? []) resolve();
        waiters.delete(id);
      }
    },
    everyMs,
  );
  return {
    ...loop,
    waitFor: (id, ms) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          resolve();
        };
        const timeout = setTimeout(() => {
          waiters.get(id)?.delete(done);
          resolve();
        }, ms);
        waiters.set(id, (waiters.get(id) ?? new Set()).add(done));
      }),
  };
}
