import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pdfJobs } from '../../db/schema';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import type { Storage } from '../../platform/storage';
import { writeStoredFile } from '../../platform/stored-files';
import { PDF_POLICY, type PdfJobRow } from './pdf-jobs';

/** Draws one job's document (pdf-render-job.ts); throws when it cannot. */
export type PdfRender = (job: PdfJobRow) => Promise<Buffer>;

export type PdfRunner = BackgroundLoop & {
  /** Resolves when this process has finished the job (ready or failed), or after `ms`, whichever comes first. */
  waitFor: (id: number, ms: number) => Promise<void>;
};

/**
 * Claims one due job: queued and due, or running in a process that died. SKIP LOCKED lets
 * several backend instances take jobs side by side without taking the same one.
 */
async function claimOne(db: Database, now: Date): Promise<PdfJobRow | null> {
  const due = db
    .select({ id: pdfJobs.id })
    .from(pdfJobs)
    .where(
      or(
        and(eq(pdfJobs.status, 'queued'), lte(pdfJobs.nextAttemptAt, now)),
        and(eq(pdfJobs.status, 'running'), lt(pdfJobs.claimedAt, new Date(now.getTime() - PDF_POLICY.claimTimeoutMs))),
      ),
    )
    .orderBy(pdfJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(pdfJobs)
    .set({ status: 'running', claimedAt: now, attempts: sql`${pdfJobs.attempts} + 1` })
    .where(eq(pdfJobs.id, due))
    .returning();
  return job ?? null;
}

/** Renders, stores the file under its digest (the same bytes are one file) and marks the job ready; a failure is retried with back-off. */
async function runJob(db: Database, storage: Storage, render: PdfRender, job: PdfJobRow) {
  try {
    const bytes = await render(job);
    const key = `${createHash('sha256').update(bytes).digest('hex')}.pdf`;
    await writeStoredFile(db, storage, key, bytes);
    const now = new Date();
    await db
      .update(pdfJobs)
      .set({ status: 'ready', fileKey: key, finishedAt: now, expiresAt: new Date(now.getTime() + PDF_POLICY.keepMs), claimedAt: null, lastError: null })
      .where(eq(pdfJobs.id, job.id));
  } catch (error) {
    console.error(`PDF job ${job.id} failed:`, error);
    const exhausted = job.attempts >= PDF_POLICY.maxAttempts;
    await db
      .update(pdfJobs)
      .set({
        status: exhausted ? 'failed' : 'queued',
        claimedAt: null,
        nextAttemptAt: new Date(Date.now() + PDF_POLICY.backOffMs(job.attempts)),
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where(eq(pdfJobs.id, job.id));
  }
}

/**
 * Runs PDF jobs in the background, one at a time (the renderer is one worker thread): at once
 * when woken, and every `everyMs` for retries and jobs another process queued.
 */
export function createPdfRunner(db: Database, storage: Storage, render: PdfRender, { everyMs = 5000 } = {}): PdfRunner {
  const waiters = new Map<number, Set<() => void>>();
  const loop = createBackgroundLoop(
    'Running PDF jobs',
    async (isStopped) => {
      for (let job = await claimOne(db, new Date()); job && !isStopped(); job = await claimOne(db, new Date())) {
        await runJob(db, storage, render, job);
        for (const resolve of waiters.get(job.id) ?? []) resolve();
        waiters.delete(job.id);
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
