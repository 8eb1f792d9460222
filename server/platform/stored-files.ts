import 'server-only';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../db/client';
import { dataExports, experiences, groups, pdfJobs, storedFiles, users } from '../db/schema';
import { RENDITIONS, type TRendition } from '@/lib/shared/pictures/picture-sources';
import type { Storage } from './storage';

/**
 * How long a registered file is safe from the sweeper even if no row uses it yet: the time
 * between registering a file and committing the row that points to it (decoding, a slow
 * transaction, a paused process) is seconds; an hour leaves room for far worse at the cost of
 * an hour of disk for abandoned uploads.
 */
export const STORED_FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Registers a file, then writes it. The upsert comes first and commits on its own: a sweeper
 * holding this key's row waits for nothing of ours, and we wait for it, so its delete of the
 * old bytes lands before our write, never after.
 */
export async function writeStoredFile(db: Database, storage: Storage, key: string, bytes: Buffer): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ key })
    .onConflictDoUpdate({ target: storedFiles.key, set: { writtenAt: sql`now()` } });
  await storage.put(key, bytes);
}

/**
 * Renditions of a stored picture, for print and for small screens (lib/shared/pictures/picture-sources.ts):
 * named after it and never registered on their own, so the picture's row stands for them; they go when it goes.
 * `<sha256>-page.jpg` beside `<sha256>.jpg`, served by the same public route as the picture. */
export const renditionKey = (key: string, rendition: TRendition) => key.replace(/\.jpg$/, `-${rendition}.jpg`);

const renditionKeysOf = (key: string) => (key.endsWith('.jpg') ? RENDITIONS.map((rendition) => renditionKey(key, rendition)) : []);

/**
 * Writes a rendition of a registered file made after the fact (a picture stored before
 * renditions existed), holding its row meanwhile: the sweeper skips a held row, and a sweep
 * that took the row first leaves nothing to derive (false), so no rendition outlives its picture.
 */
export async function writeRendition(db: Database, storage: Storage, key: string, rendition: TRendition, bytes: Buffer): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key)).for('share');
    if (row) await storage.put(renditionKey(key, rendition), bytes);
    return Boolean(row);
  });
}

const unreferenced = and(
  notExists(sql`(select 1 from ${experiences} where ${experiences.pictureKey} = ${storedFiles.key})`),
  notExists(sql`(select 1 from ${users} where ${users.avatarKey} = ${storedFiles.key})`),
  notExists(sql`(select 1 from ${groups} where ${groups.logoKey} = ${storedFiles.key})`),
  notExists(sql`(select 1 from ${pdfJobs} where ${pdfJobs.fileKey} = ${storedFiles.key})`),
  notExists(sql`(select 1 from ${dataExports} where ${dataExports.fileKey} = ${storedFiles.key})`),
);

/**
 * Deletes the files that no experience, avatar, group logo, PDF job or data export references and that were registered before `olderThan`,
 * with their renditions, one transaction per file: the row is locked (FOR UPDATE) while the file goes, so an upload
 * of the same bytes (which upserts that row) waits and writes the file again after us. SKIP
 * LOCKED lets several backend instances sweep side by side. Answers the keys removed.
 */
export async function collectUnreferencedFiles(db: Database, storage: Storage, options: { olderThan: Date }): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const key = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(lt(storedFiles.writtenAt, options.olderThan), unreferenced))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      // Renditions first: a crash in between leaves the picture, whose next sweep takes them all.
      for (const derived of renditionKeysOf(row.key)) await storage.delete(derived);
      await storage.delete(row.key);
      await tx.delete(storedFiles).where(eq(storedFiles.key, row.key));
      return row.key;
    });
    if (!key) return removed;
    removed.push(key);
  }
}
