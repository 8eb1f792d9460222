import 'server-only';
import { eq } from 'drizzle-orm';
import type { TPermissionsChange } from '@/lib/shared/validation/manage-members';
import { inTransaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { DomainError, forbidden } from '../../platform/errors';
import { recordAudit } from './audit-log';
import { loadManagedTargets } from './scope';

/**
 * Spec §6: admin flags set per user through the permissions call. Only a community admin
 * grants or removes community admin; a group admin may make a member of their groups a group
 * admin too (or not any more). Nobody changes their own rights: an admin could not give them
 * back to themselves. Logged with the flags before and after, when something changed.
 */
export async function setPermissions(db: Database, auth: AuthSession, userId: number, change: TPermissionsChange) {
  const [target] = await loadManagedTargets(db, auth, [userId]);
  if (change.communityAdmin !== undefined && !auth.user.communityAdmin) throw forbidden('Only a community admin can grant or remove community admin');
  if (target.id === auth.user.id) throw new DomainError('invalid', 'SELF_PERMISSIONS', 'You cannot change your own rights');
  const after = { communityAdmin: change.communityAdmin ?? target.communityAdmin, groupAdmin: change.groupAdmin ?? target.groupAdmin };
  const before = { communityAdmin: target.communityAdmin, groupAdmin: target.groupAdmin };
  if (after.communityAdmin === before.communityAdmin && after.groupAdmin === before.groupAdmin) return { id: target.id, ...after, changed: false };
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ ...after, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAudit(tx, auth, [{ action: 'permissionsChanged', subject: target, details: { before, after } }]);
  });
  return { id: target.id, ...after, changed: true };
}
