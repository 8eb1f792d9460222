import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityMemberships, groupMemberships, groups, users } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, notFound } from '../../platform/errors';
import { findCommunityGroup, type GroupRow } from '../groups';

/**
 * Who manages whom: community admins every member of their community; group admins
 * the members of the groups they belong to, and never a community admin; learners nobody.
 * Tenant first: an id of another community does not exist (404), then rights (403).
 */
export const isMembersManager = (auth: AuthSession) => auth.user.communityAdmin || auth.user.groupAdmin;

export function requireMembersManager(auth: AuthSession) {
  if (!isMembersManager(auth)) throw forbidden('Only a community admin or a group admin can manage members');
}

export function requireCommunityAdmin(auth: AuthSession) {
  if (!auth.user.communityAdmin) throw forbidden('Only a community admin can do this');
}

/** The ids of the groups of the community that a group admin belongs to (and so manages). */
export async function managedGroupIds(db: Database, auth: AuthSession): Promise<number[]> {
  const rows = await db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.userId, auth.user.id), eq(groups.communityId, auth.community.id)));
  return rows.map((r) => r.id);
}

/** A group of the session's community the caller manages: 404 for another community's, 403 for one not theirs. */
export async function loadManagedGroup(db: Database, auth: AuthSession, groupId: number): Promise<GroupRow> {
  const group = await findCommunityGroup(db, groupId, auth.community.id);
  if (!group) throw notFound('Group');
  requireMembersManager(auth);
  if (!auth.user.communityAdmin && !(await managedGroupIds(db, auth)).includes(group.id)) {
    throw forbidden('A group admin manages the members of their own groups only');
  }
  return group;
}

export type ManagedTarget = { id: number; firstname: string; lastname: string; email: string; active: boolean; communityAdmin: boolean; groupAdmin: boolean; isTeacher: boolean };

/**
 * The people named, all members of the session's community (404 if one is not) that the
 * caller may manage (403 if one is out of their reach). One statement for the lot.
 */
export async function loadManagedTargets(db: Database, auth: AuthSession, userIds: number[]): Promise<ManagedTarget[]> {
  const ids = [...new Set(userIds)];
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      active: users.active,
      communityAdmin: users.communityAdmin,
      groupAdmin: users.groupAdmin,
      isTeacher: users.isTeacher,
    })
    .from(users)
    .innerJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, auth.community.id)))
    .where(inArray(users.id, ids));
  if (rows.length !== ids.length) throw notFound('User');
  requireMembersManager(auth);
  if (auth.user.communityAdmin) return rows;
  if (rows.some((r) => r.communityAdmin)) throw forbidden('A group admin cannot change a community admin');
  const reachable = await inManagedGroups(db, auth, ids);
  if (ids.some((id) => !reachable.has(id))) throw forbidden('A group admin manages the members of their own groups only');
  return rows;
}

/** Of these people, those in one of the groups a group admin belongs to (and so manages). */
export async function inManagedGroups(db: Database, auth: AuthSession, ids: number[]): Promise<Set<number>> {
  const mine = ids.length ? await managedGroupIds(db, auth) : [];
  if (mine.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: groupMemberships.userId })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.userId, ids), inArray(groupMemberships.groupId, mine)));
  return new Set(rows.map((r) => r.id));
}

export const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;
