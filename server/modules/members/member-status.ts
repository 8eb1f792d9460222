import 'server-only';
import { inArray } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { DomainError } from '../../platform/errors';
import { recordAudit } from './audit-log';
import { loadManagedTargets } from './scope';

/**
 * Spec §4: accounts activated or deactivated in bulk. Only the people whose flag changes are
 * written and logged (asking twice changes nothing the second time). Nobody switches their
 * own account off: an admin would lock themselves out of the page that switches it back on.
 * Answers the ids whose flag changed; the route then forgets their sessions, so that a
 * deactivated person's next write is refused at once (session.ts assertMayWrite).
 */
export async function setMembersActive(db: Database, auth: AuthSession, userIds: number[], active: boolean): Promise<number[]> {
  const targets = await loadManagedTargets(db, auth, userIds);
  if (!active && targets.some((t) => t.id === auth.user.id)) {
    throw new DomainError('invalid', 'SELF_DEACTIVATION', 'You cannot deactivate your own account');
  }
  const changing = targets.filter((t) => t.active !== active);
  if (changing.length === 0) return [];
  return inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(inArray(users.id, changing.map((t) => t.id)));
    await recordAudit(tx, auth, changing.map((subject) => ({ action: active ? 'activated' : 'deactivated', subject })));
    return changing.map((t) => t.id);
  });
}
