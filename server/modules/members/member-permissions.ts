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
 * admin too (or not any more). Nobody changes their own admin rights: an admin could not give
 * them back to themselves. Being a teacher (learners may ask them to certify) is no right over
 * anyone: a community admin marks members as teachers, themselves included. Logged with the flags
 * before and after, when something changed.
 */
export async function setPermissions(db: Database, auth: AuthSession, userId: number, change: TPermissionsChange) {
  const [target] = await loadManagedTargets(db, auth, [userId]);
  if (change.communityAdmin !== undefined && !auth.user.communityAdmin) throw forbidden('Only a community admin can grant or remove community admin');
  if (change.teacher !== undefined && !auth.user.communityAdmin) throw forbidden('Only a community admin can mark a member as a teacher');
  const changesAdminRights = change.communityAdmin !== undefined || change.groupAdmin !== undefined;
  if (target.id === auth.user.id && changesAdminRights) throw new DomainError('invalid', 'SELF_PERMISSIONS', 'You cannot change your own rights');
  const before = { communityAdmin: target.communityAdmin, groupAdmin: target.groupAdmin, teacher: target.isTeacher };
  const after = { communityAdmin: change.communityAdmin ?? before.communityAdmin, groupAdmin: change.groupAdmin ?? before.groupAdmin, teacher: change.teacher ?? before.teacher };
  if (after.communityAdmin === before.communityAdmin && after.groupAdmin === before.groupAdmin && after.teacher === before.teacher) return { id: target.id, ...after, changed: false };
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ communityAdmin: after.communityAdmin, groupAdmin: after.groupAdmin, isTeacher: after.teacher, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAudit(tx, auth, [{ action: 'permissionsChanged', subject: target, details: { before, after } }]);
  });
  return { id: target.id, ...after, changed: true };
}
