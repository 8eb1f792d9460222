import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityMemberships, groupMemberships, users } from '../../db/schema';
import { findUserById, isCommunityMember } from '../accounts';

export const MEMBERS_PAGE_SIZE = 20;

/**
 * The members list of the admin pages (spec §7 GET /v2/users?for_dashboard=true): the
 * community's members, or one group's, by name. The count is exact: a community's member
 * list is counted in people, not in journal items, and the page shows a paginator.
 */
export async function listMembers(db: Database, communityId: number, groupId: number | null, page: number) {
  const inCommunity = eq(communityMemberships.communityId, communityId);
  const base = () => {
    const query = db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        avatarUrl: users.avatarUrl,
        status: users.status,
        active: users.active,
        email: users.email,
      })
      .from(communityMemberships)
      .innerJoin(users, eq(users.id, communityMemberships.userId))
      .$dynamic();
    return groupId === null
      ? query
      : query.innerJoin(groupMemberships, and(eq(groupMemberships.userId, users.id), eq(groupMemberships.groupId, groupId)));
  };
  const counted = () => {
    const query = db.select({ n: sql<number>`count(*)::int` }).from(communityMemberships).$dynamic();
    return groupId === null
      ? query
      : query.innerJoin(groupMemberships, and(eq(groupMemberships.userId, communityMemberships.userId), eq(groupMemberships.groupId, groupId)));
  };
  const [rows, [{ n }]] = await Promise.all([
    base()
      .where(inCommunity)
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset(page * MEMBERS_PAGE_SIZE),
    counted().where(inCommunity),
  ]);
  return { paginatedResults: rows, totalPages: { pages: Math.ceil(Number(n) / MEMBERS_PAGE_SIZE) } };
}

/** Name and avatar of a member of that community, or null (unknown, or of another community). */
export async function findMemberCard(db: Database, id: number, communityId: number) {
  const user = await findUserById(db, id);
  if (!user || !(await isCommunityMember(db, user.id, communityId))) return null;
  return { id: user.id, firstname: user.firstname, lastname: user.lastname, avatarUrl: user.avatarUrl };
}
