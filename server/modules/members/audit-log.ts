import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type TAuditAction, type TAuditEntry } from '@/lib/shared/validation/manage-members';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { fullName } from './scope';

export type AuditRecord = { action: TAuditAction; subject: { id: number; firstname: string; lastname: string }; details?: Record<string, unknown> };

/** Written by the caller's transaction: a change of rights and its record stand or fall together. One statement for the lot. */
export async function recordAudit(tx: Database, auth: AuthSession, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.insert(auditLog).values(
    records.map((r) => ({
      communityId: auth.community.id,
      actorId: auth.user.id,
      actorName: fullName(auth.user),
      action: r.action,
      subjectId: r.subject.id,
      subjectName: fullName(r.subject),
      details: r.details ?? {},
    })),
  );
}

/** GET /v2/audit_log: the community's log, newest first, 20 per page. */
export async function listAuditLog(db: Database, communityId: number, page: number) {
  const own = eq(auditLog.communityId, communityId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(own)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset(page * AUDIT_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(own),
  ]);
  const paginatedResults: TAuditEntry[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: { id: row.actorId, name: row.actorName },
    subject: { id: row.subjectId, name: row.subjectName },
    details: row.details as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
  return { paginatedResults, totalPages: { pages: Math.ceil(Number(n) / AUDIT_LOG_PAGE_SIZE) } };
}
