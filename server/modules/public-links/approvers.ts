import 'server-only';
import { and, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { communityMemberships, groupMemberships, groups, users } from '../../db/schema';
import type { AuthSession } from '../accounts';

/**
 * Who decides on a learner's public link: a community admin for every member of the community;
 * a group admin for the members of the groups they belong to (and so administer). Nobody decides
 * on their own link: a group or community admin who publishes waits for another one.
 */
export const isApprover = (auth: AuthSession) => auth.user.communityAdmin || auth.user.groupAdmin;

const qb = new QueryBuilder();
const approverMemberships = alias(groupMemberships, 'approver_memberships');
const authorMemberships = alias(groupMemberships, 'author_memberships');
const sharedGroups = alias(groups, 'shared_groups');

/** Whether `approverId` belongs to a group of the community that `authorId` belongs to too. */
const sharesAGroup = (approverId: PgColumn | number, authorId: PgColumn | number, communityId: number): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(approverMemberships)
      .innerJoin(authorMemberships, eq(authorMemberships.groupId, approverMemberships.groupId))
      .innerJoin(sharedGroups, eq(sharedGroups.id, approverMemberships.groupId))
      .where(and(eq(approverMemberships.userId, approverId), eq(authorMemberships.userId, authorId), eq(sharedGroups.communityId, communityId))),
  );

/** The caller decides for the author in `authorId` (a column of the enclosing query), in the session's community. */
export function decidesFor(auth: AuthSession, authorId: PgColumn): SQL {
  const notTheirOwn = ne(authorId, auth.user.id);
  if (auth.user.communityAdmin) return notTheirOwn;
  if (auth.user.groupAdmin) return and(notTheirOwn, sharesAGroup(auth.user.id, authorId, auth.community.id))!;
  return sql`false`;
}

export type Approver = { id: number; email: string; firstname: string; locale: string };
const approverColumns = { id: users.id, email: users.email, firstname: users.firstname, locale: users.locale };
const reachable = and(eq(users.active, true), eq(users.status, 'accepted'));

/**
 * Whom a new request is mailed to: the group admins of the author's groups in the community,
 * who know the learner; when those groups have none, the community admins. Never the author.
 */
export async function approversToMail(tx: Database, communityId: number, authorId: number): Promise<Approver[]> {
  const groupAdmins = await tx
    .selectDistinct(approverColumns)
    .from(users)
    .where(and(eq(users.groupAdmin, true), reachable, ne(users.id, authorId), sharesAGroup(users.id, authorId, communityId)));
  if (groupAdmins.length) return groupAdmins;
  return tx
    .select(approverColumns)
    .from(users)
    .innerJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, communityId)))
    .where(and(eq(users.communityAdmin, true), reachable, ne(users.id, authorId)));
}
