import 'server-only';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { DATA_EXPORT_KEEP_DAYS } from '@/lib/shared/validation/data-export-rules';
import type { TDataExport } from '@/lib/shared/validation/data-export';
import type { Database } from '../../db/client';
import { dataExports } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { isCommunityMember, type AuthSession } from '../accounts';

export type DataExportRow = typeof dataExports.$inferSelect;

export const DATA_EXPORT_KEEP_MS = DATA_EXPORT_KEEP_DAYS * 24 * 60 * 60 * 1000;

/**
 * Who may export whom: the person themself, or a community admin for a member of their
 * community. Tenant first: someone of another community does not exist here (404), then rights (403).
 */
export async function assertMayExport(db: Database, auth: AuthSession, userId: number): Promise<void> {
  if (!(await isCommunityMember(db, userId, auth.community.id))) throw notFound('User');
  if (auth.user.id !== userId && !auth.user.communityAdmin) throw forbidden("Only the person themself or a community admin can export a member's data");
}

/**
 * Queues an export of the person's data in the caller's community, or answers the one already
 * queued or running: a double press, or the person and an admin at once, cost one archive (a
 * unique index settles two requests that race).
 */
export async function requestDataExport(db: Database, auth: AuthSession, userId: number): Promise<DataExportRow> {
  const underWay = async () => {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.communityId, auth.community.id), inArray(dataExports.status, ['queued', 'running'])))
      .limit(1);
    return row;
  };
  const existing = await underWay();
  if (existing) return existing;
  const [created] = await db
    .insert(dataExports)
    // A request nobody runs (no backend left up) is swept like an archive nobody downloads.
    .values({ communityId: auth.community.id, userId, requestedBy: auth.user.id, expiresAt: new Date(Date.now() + DATA_EXPORT_KEEP_MS) })
    .onConflictDoNothing()
    .returning();
  // Lost a race: the winner's export is the one; should it have finished already, ask again.
  return created ?? (await underWay()) ?? requestDataExport(db, auth, userId);
}

/** The person's newest export in the caller's community that has not expired, or null. */
export async function latestDataExport(db: Database, communityId: number, userId: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.communityId, communityId), gt(dataExports.expiresAt, new Date())))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** An export the caller may download: of their community (else 404), their own or, for an admin, a member's (else 403), finished (else 409). */
export async function downloadableExport(db: Database, auth: AuthSession, id: number): Promise<DataExportRow & { fileKey: string }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.communityId, auth.community.id), gt(dataExports.expiresAt, new Date())))
    .limit(1);
  if (!row) throw notFound('Data export');
  if (auth.user.id !== row.userId && !auth.user.communityAdmin) throw forbidden('This archive belongs to someone else');
  if (row.status !== 'ready' || !row.fileKey) throw conflict('EXPORT_NOT_READY', 'The archive is not ready yet: ask for its status');
  return { ...row, fileKey: row.fileKey };
}

/** Expired exports go; their archives then belong to no row and the stored-files sweeper removes them. */
export async function forgetExpiredDataExports(db: Database, now = new Date()): Promise<void> {
  await db.delete(dataExports).where(lt(dataExports.expiresAt, now));
}

export const dataExportAnswer = (row: DataExportRow): TDataExport => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  progress: row.progress,
  size: row.size,
  failure: row.error,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
