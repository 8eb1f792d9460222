import 'server-only';
import type { ServerEnv } from '../env';
import type { Database } from '../db/client';
import { log } from '../platform/logger';
import type { Storage } from '../platform/storage';
import { STORED_FILE_GRACE_MS, collectUnreferencedFiles } from '../platform/stored-files';
import { forgetExpiredIdempotencyKeys } from '../platform/idempotency';
import { forgetOldMails, type MailSender } from '../modules/mail';
import { createMailSender } from '../modules/mail/sender';
import { createSmtpTransport } from '../modules/mail/transport';
import { createDataExportRunner, forgetExpiredDataExports, type DataExportRunner } from '../modules/data-exports';
import type { PdfRunner } from '../modules/pdf';
import { forgetExpiredPdfJobs } from '../modules/pdf/pdf-jobs';
import { renderPdfJob } from '../modules/pdf/pdf-render-job';
import { stopPdfRenderer, warmPdfRenderer } from '../modules/pdf/pdf-renderer';
import { createPdfRunner } from '../modules/pdf/pdf-runner';

/** The work that leaves the request: the outbox, PDF jobs, data exports and the sweepers. */
export type BackgroundWork = {
  mail: MailSender;
  pdfs: PdfRunner;
  dataExports: DataExportRunner;
  /** Lets the round in progress finish: a job claimed is a job run, or it waits for its claim to time out. */
  stop: () => Promise<void>;
};

/** Files nothing uses any more go once past the grace period (platform/stored-files.ts); expired PDFs, data exports, idempotency keys and old mails too. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Starts the runners and the sweeper. Jobs are rows claimed with FOR UPDATE SKIP LOCKED, so any
 * number of processes may run this side by side: each job is run by one of them.
 */
export function startBackgroundWork({ db, storage }: { db: Database; storage: Storage }, env: ServerEnv): BackgroundWork {
  // Mails queued before a restart go out now; then at once when queued, and every 15 s for retries.
  const mail = createMailSender(db, env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : null);
  mail.wake();
  // The renderer's worker is warmed first, beside readiness: a job queued meanwhile waits behind
  // the warm-up (one worker), which costs it no more than a cold start would.
  void warmPdfRenderer();
  // PDF jobs queued before a restart (or by a process that died) are drawn now; then as they come.
  const pdfs = createPdfRunner(db, storage, renderPdfJob(db, storage));
  pdfs.wake();
  // Data exports likewise: one archive at a time, its mail woken when it is ready.
  const dataExports = createDataExportRunner(db, storage, { appOrigin: env.APP_ORIGIN, wakeMail: mail.wake });
  dataExports.wake();

  const sweeper = setInterval(() => {
    forgetExpiredPdfJobs(db)
      .then(() => forgetExpiredDataExports(db))
      .then(() => collectUnreferencedFiles(db, storage, { olderThan: new Date(Date.now() - STORED_FILE_GRACE_MS) }))
      .then(() => forgetExpiredIdempotencyKeys(db))
      .then(() => forgetOldMails(db))
      .catch((error) => log.error({ err: error }, 'Sweeping unused files and keys failed'));
  }, SWEEP_EVERY_MS);

  return {
    mail,
    pdfs,
    dataExports,
    async stop() {
      clearInterval(sweeper);
      await mail.stop();
      await pdfs.stop();
      await dataExports.stop();
      await stopPdfRenderer();
    },
  };
}

/**
 * An API whose jobs dedicated workers run (RUN_JOBS=false): routes still wake the runners after
 * queueing, and here that does nothing; the workers draw the row on their next round (PDFs every
 * 5 s, mails and exports every 15 s). A PDF request answers "queued" at once rather than waiting
 * for a job this process will never run, and the client polls its status as it does for a slow one.
 */
export function leaveWorkToWorkers(): BackgroundWork {
  const idle = { wake: () => {}, idle: async () => {}, stop: async () => {} };
  return { mail: idle, pdfs: { ...idle, waitFor: async () => {} }, dataExports: idle, stop: async () => {} };
}
