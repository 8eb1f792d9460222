import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TMoveUsersRequest } from '@/lib/validation/manage-members';
import { inTransaction, type Database } from '../../db/client';
import { groupMemberships } from '../../db/schema';
import type { AuthSession } from '../auth';
import { InvalidError } from '../errors';
import { recordAudit } from './audit-log';
import { loadManagedGroup, loadManagedTargets } from './scope';

/**
 * Spec §7 POST /v2/move_users: the people leave one group for another, keeping their place in
 * their list of groups (position 0 stays their own group). A group admin moves between groups
 * they belong to, both of them. Everyone named must be in the current group (422 otherwise);
 * one already in the new group simply leaves the current one.
 */
export async function moveMembers(db: Database, auth: AuthSession, request: TMoveUsersRequest) {
  const from = await loadManagedGroup(db, auth, request.fromGroupId);
  const to = await loadManagedGroup(db, auth, request.toGroupId);
  const targets = await loadManagedTargets(db, auth, request.userIds);
  const ids = targets.map((t) => t.id);
  return inTransaction(db, async (tx) => {
    const left = await tx
      .delete(groupMemberships)
      .where(and(eq(groupMemberships.groupId, from.id), inArray(groupMemberships.userId, ids)))
      .returning({ userId: groupMemberships.userId, position: groupMemberships.position });
    if (left.length !== ids.length) throw new InvalidError({ userIds: ['must all be members of the current group'] });
    await tx
      .insert(groupMemberships)
      .values(left.map((m) => ({ userId: m.userId, groupId: to.id, position: m.position })))
      .onConflictDoNothing();
    const details = { fromGroup: { id: from.id, name: from.name }, toGroup: { id: to.id, name: to.name } };
    await recordAudit(tx, auth, targets.map((subject) => ({ action: 'moved', subject, details })));
    return { userIds: ids, fromGroupId: from.id, toGroupId: to.id };
  });
}
