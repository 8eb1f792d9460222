import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { DATA_EXPORT_MAX_BYTES } from '@/lib/shared/validation/data-export-rules';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { inTransaction, type Database } from '../../db/client';
import { dataExports, users } from '../../db/schema';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import type { Storage } from '../../platform/storage';
import { writeStoredFile } from '../../platform/stored-files';
import { dataExportReadyMail, enqueueMail, mailLocale } from '../mail';
import { readArchiveContents } from './archive-contents';
import { DATA_EXPORT_KEEP_MS, type DataExportRow } from './data-exports';
import { ArchiveTooLarge, writeZipArchive } from './zip-archive';

export type DataExportRunner = BackgroundLoop;

/** An export claimed longer ago than this by a process that died is claimed again. */
const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;
/** The page the mail links to: the account's, where the download needs the session (the link is no bearer of the archive). */
const ACCOUNT_PATH = '/dashboard/profile';

/** Claims one export: queued, or running in a process that died. SKIP LOCKED lets several backends share the queue. */
async function claimOne(db: Database, now: Date): Promise<DataExportRow | null> {
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(or(eq(dataExports.status, 'queued'), and(eq(dataExports.status, 'running'), lt(dataExports.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)))))
    .orderBy(dataExports.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db.update(dataExports).set({ status: 'running', claimedAt: now, progress: 0 }).where(eq(dataExports.id, due)).returning();
  return job ?? null;
}

type RunnerOptions = { appOrigin: string; wakeMail: () => void; maxBytes?: number; everyMs?: number };

/** Builds the archive, stores it, marks the export ready and mails the person, in one transaction with the mail. */
async function runOne(db: Database, storage: Storage, options: RunnerOptions, job: DataExportRow) {
  try {
    const { person, community, entries } = await readArchiveContents(db, job);
    let reported = 0;
    const bytes = await writeZipArchive(entries, storage, {
      maxBytes: options.maxBytes ?? DATA_EXPORT_MAX_BYTES,
      // A write per tenth, not per entry: the page polls every few seconds anyway.
      onProgress: async (done, total) => {
        const progress = Math.floor((done * 99) / total);
        if (progress - reported < 10) return;
        reported = progress;
        await db.update(dataExports).set({ progress }).where(eq(dataExports.id, job.id));
      },
    });
    const key = `export-${randomBytes(16).toString('hex')}.zip`;
    await writeStoredFile(db, storage, key, bytes);
    const finishedAt = new Date();
    const expiresAt = new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_MS);
    const [requester] = job.requestedBy && job.requestedBy !== job.userId ? await db.select().from(users).where(eq(users.id, job.requestedBy)) : [];
    const locale = mailLocale(person.locale);
    const url = `${communityOrigin(new URL(options.appOrigin), community.slug)}${localizedPath(locale, ACCOUNT_PATH)}`;
    await inTransaction(db, async (tx) => {
      await tx.update(dataExports).set({ status: 'ready', progress: 100, fileKey: key, size: bytes.length, finishedAt, expiresAt, claimedAt: null }).where(eq(dataExports.id, job.id));
      await enqueueMail(tx, {
        communityId: community.id,
        recipient: person.email,
        locale,
        kind: 'dataExportReady',
        ...dataExportReadyMail(locale, { firstname: person.firstname, community: community.name, url, expires: expiresAt, requestedBy: requester ? `${requester.firstname} ${requester.lastname}` : null }),
      });
    });
    options.wakeMail();
  } catch (error) {
    const tooLarge = error instanceof ArchiveTooLarge;
    if (!tooLarge) console.error(`Data export ${job.id} failed:`, error);
    await db.update(dataExports).set({ status: 'failed', error: tooLarge ? 'too_large' : 'unexpected', claimedAt: null, finishedAt: new Date() }).where(eq(dataExports.id, job.id));
  }
}

/** Runs data exports in the background, one at a time (each holds its archive in memory): when woken, and every `everyMs` for other processes' requests. */
export function createDataExportRunner(db: Database, storage: Storage, options: RunnerOptions): DataExportRunner {
  return createBackgroundLoop(
    'Running data exports',
    async (isStopped) => {
      // Stopping is checked before a claim, not after: a job claimed is a job run.
      while (!isStopped()) {
        const job = await claimOne(db, new Date());
        if (!job) return;
        await runOne(db, storage, options, job);
      }
    },
    options.everyMs ?? 15_000,
  );
}
