import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TMoveUsersRequest } from '@/lib/shared/validation/manage-members';
import { inTransaction, type Database } from '../../db/client';
import { groupMemberships } from '../../db/schema';
import type { AuthSession } from '../accounts';
import type { GroupRow } from '../groups';
import { InvalidError } from '../../platform/errors';
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

/**
 * A member of the community joins one more group (a class list names someone already here),
 * last in their list of groups, with its audit record in the same transaction. False when
 * they were in it already (a send racing this one): nothing is written then.
 */
export async function addToGroup(db: Database, auth: AuthSession, group: GroupRow, member: { id: number; firstname: string; lastname: string }): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const last = sql`(select coalesce(max(${groupMemberships.position}) + 1, 0) from ${groupMemberships} where ${groupMemberships.userId} = ${member.id})`;
    const joined = await tx.insert(groupMemberships).values({ userId: member.id, groupId: group.id, position: last }).onConflictDoNothing().returning({ userId: groupMemberships.userId });
    if (joined.length === 0) return false;
    await recordAudit(tx, auth, [{ action: 'addedToGroup', subject: member, details: { group: { id: group.id, name: group.name } } }]);
    return true;
  });
}
