import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TUserUpdate } from '@/lib/shared/validation/user';
import type { Database } from '../../db/client';
import { communities, communityMemberships, groupMemberships, groups, users } from '../../db/schema';
import { serializeCommunity } from '../communities';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** The user's communities, their own (position 0) first. */
export async function userCommunities(db: Database, userId: number) {
  return db
    .select({ community: communities })
    .from(communityMemberships)
    .innerJoin(communities, eq(communities.id, communityMemberships.communityId))
    .where(eq(communityMemberships.userId, userId))
    .orderBy(asc(communityMemberships.position), asc(communities.id))
    .then((rows) => rows.map((r) => r.community));
}

export async function isCommunityMember(db: Database, userId: number, communityId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(communityMemberships)
    .where(and(eq(communityMemberships.userId, userId), eq(communityMemberships.communityId, communityId)))
    .limit(1);
  return Boolean(row);
}

/** Spec §3 User, as the API returns it (camelCase here, snake_case on the wire). */
export async function serializeUser(db: Database, user: UserRow) {
  const [memberCommunities, memberGroups] = await Promise.all([
    userCommunities(db, user.id),
    db
      .select({ id: groups.id, name: groups.name, description: groups.description, logoUrl: groups.logoUrl, communityId: groups.communityId })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
      .where(eq(groupMemberships.userId, user.id))
      .orderBy(asc(groupMemberships.position), asc(groups.id)),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    locale: user.locale,
    status: user.status,
    active: user.active,
    communityAdmin: user.communityAdmin,
    groupAdmin: user.groupAdmin,
    avatarUrl: user.avatarUrl,
    tutorialSeen: user.tutorialSeen,
    /** An account of a learning platform's sign-in has none: deleting it is confirmed with the address. */
    hasPassword: user.passwordHash !== null,
    groupsAttributes: memberGroups,
    communitiesAttributes: memberCommunities.map(serializeCommunity),
    activities: [] as unknown[],
  };
}

export async function updateUser(db: Database, id: number, changes: TUserUpdate): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
