import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { DATA_EXPORT_MAX_BYTES } from '@/lib/shared/validation/data-export-rules';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { inTransaction, type Database } from '../../db/client';
import { dataExports, users } from '../../db/schema';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import { holdLease, leaseUntil, newClaimToken, type LeasePolicy } from '../../platform/lease';
import type { Storage } from '../../platform/storage';
import { writeStoredFile } from '../../platform/stored-files';
import { dataExportReadyMail, enqueueMail, mailLocale } from '../mail';
import { readArchiveContents } from './archive-contents';
import { DATA_EXPORT_KEEP_MS, type DataExportRow } from './data-exports';
import { ArchiveTooLarge, writeZipArchive } from './zip-archive';
import { log } from '../../platform/logger';

export type DataExportRunner = BackgroundLoop;

export const DATA_EXPORT_POLICY = {
  /**
   * A running export is its process's while the lease lasts; the process renews it every
   * `renewEveryMs` while it builds the archive, so a dead process's export is taken over within
   * `leaseMs + pollEveryMs` (30 s) by another process's periodic round.
   */
  leaseMs: 15_000,
  renewEveryMs: 5_000,
  /** How often a runner looks for exports it was not woken for: other processes' and dead ones'. */
  pollEveryMs: 15_000,
} as const;
/** The page the mail links to: the account's, where the download needs the session (the link is no bearer of the archive). */
const ACCOUNT_PATH = '/dashboard/profile';

type Claim = { job: DataExportRow; token: string };

/** The running export, still held by this claim: every write after the claim goes through it. */
const heldBy = ({ job, token }: Claim) => and(eq(dataExports.id, job.id), eq(dataExports.status, 'running'), eq(dataExports.claimedBy, token));

/** Thrown from a progress report that finds the export taken over: building further is wasted work. */
class LeaseLost extends Error {}

/** Claims one export: queued, or running under a lease that ran out (its process died). SKIP LOCKED lets several backends share the queue. */
async function claimOne(db: Database, lease: LeasePolicy, now: Date): Promise<Claim | null> {
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        eq(dataExports.status, 'queued'),
        and(eq(dataExports.status, 'running'), lt(dataExports.leaseExpiresAt, now)),
        // Claimed by a version without leases (during a rolling deploy): it is given one lease.
        and(eq(dataExports.status, 'running'), isNull(dataExports.leaseExpiresAt), lt(dataExports.claimedAt, new Date(now.getTime() - lease.leaseMs))),
      ),
    )
    .orderBy(dataExports.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const token = newClaimToken();
  const [job] = await db
    .update(dataExports)
    .set({ status: 'running', claimedAt: now, claimedBy: token, leaseExpiresAt: leaseUntil(lease, now.getTime()), progress: 0 })
    .where(eq(dataExports.id, due))
    .returning();
  return job ? { job, token } : null;
}

type RunnerOptions = Partial<LeasePolicy> & { appOrigin: string; wakeMail: () => void; maxBytes?: number; everyMs?: number };

/**
 * Builds the archive, stores it, marks the export ready and mails the person, in one transaction
 * with the mail. Should another process have taken the export over meanwhile, this one's result is
 * dropped: no second "ready", no second mail (the archive, if stored, is swept as unreferenced).
 */
async function runOne(db: Database, storage: Storage, options: RunnerOptions, lease: LeasePolicy, claim: Claim) {
  const { job } = claim;
  const held = holdLease(`Data export ${job.id}`, lease, async () => {
    const renewed = await db.update(dataExports).set({ leaseExpiresAt: leaseUntil(lease) }).where(heldBy(claim)).returning({ id: dataExports.id });
    return renewed.length > 0;
  });
  try {
    const { person, community, entries } = await readArchiveContents(db, job);
    let reported = 0;
    const bytes = await writeZipArchive(entries, storage, {
      maxBytes: options.maxBytes ?? DATA_EXPORT_MAX_BYTES,
      // A write per tenth, not per entry: the page polls every few seconds anyway.
      onProgress: async (done, total) => {
        if (held.isLost()) throw new LeaseLost();
        const progress = Math.floor((done * 99) / total);
        if (progress - reported < 10) return;
        reported = progress;
        await db.update(dataExports).set({ progress }).where(heldBy(claim));
      },
    });
    if (held.isLost()) return;
    const key = `export-${randomBytes(16).toString('hex')}.zip`;
    await writeStoredFile(db, storage, key, bytes);
    const finishedAt = new Date();
    const expiresAt = new Date(finishedAt.getTime() + DATA_EXPORT_KEEP_MS);
    const [requester] = job.requestedBy && job.requestedBy !== job.userId ? await db.select().from(users).where(eq(users.id, job.requestedBy)) : [];
    const locale = mailLocale(person.locale);
    const url = `${communityOrigin(new URL(options.appOrigin), community.slug)}${localizedPath(locale, ACCOUNT_PATH)}`;
    const finished = await inTransaction(db, async (tx) => {
      const done = await tx
        .update(dataExports)
        .set({ status: 'ready', progress: 100, fileKey: key, size: bytes.length, finishedAt, expiresAt, claimedAt: null, claimedBy: null, leaseExpiresAt: null })
        .where(heldBy(claim))
        .returning({ id: dataExports.id });
      if (done.length === 0) return false;
      await enqueueMail(tx, {
        communityId: community.id,
        recipient: person.email,
        locale,
        kind: 'dataExportReady',
        dedupeKey: `data-export-ready:${job.id}`,
        ...dataExportReadyMail(locale, { firstname: person.firstname, community: community.name, url, expires: expiresAt, requestedBy: requester ? `${requester.firstname} ${requester.lastname}` : null }),
      });
      return true;
    });
    if (finished) options.wakeMail();
  } catch (error) {
    if (error instanceof LeaseLost) return;
    const tooLarge = error instanceof ArchiveTooLarge;
    if (!tooLarge) log.error({ err: error, dataExport: job.id }, 'Data export failed');
    await db
      .update(dataExports)
      .set({ status: 'failed', error: tooLarge ? 'too_large' : 'unexpected', claimedAt: null, claimedBy: null, leaseExpiresAt: null, finishedAt: new Date() })
      .where(heldBy(claim));
  } finally {
    held.release();
  }
}

/** Runs data exports in the background, one at a time (each holds its archive in memory): when woken, and every `everyMs` for other processes' requests. */
export function createDataExportRunner(db: Database, storage: Storage, options: RunnerOptions): DataExportRunner {
  const lease = { leaseMs: options.leaseMs ?? DATA_EXPORT_POLICY.leaseMs, renewEveryMs: options.renewEveryMs ?? DATA_EXPORT_POLICY.renewEveryMs };
  return createBackgroundLoop(
    'Running data exports',
    async (isStopped) => {
      // Stopping is checked before a claim, not after: a job claimed is a job run.
      while (!isStopped()) {
        const claim = await claimOne(db, lease, new Date());
        if (!claim) return;
        await runOne(db, storage, options, lease, claim);
      }
    },
    options.everyMs ?? DATA_EXPORT_POLICY.pollEveryMs,
  );
}
