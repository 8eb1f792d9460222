import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experiences, groupMemberships, groupTags, groups, skills, stories, tags } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, notFound } from '../../platform/errors';

export type GroupRow = typeof groups.$inferSelect;

/** A group of that community, or null: another community's group does not exist for its members. */
export async function findCommunityGroup(db: Database, id: number, communityId: number): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.communityId, communityId)))
    .limit(1);
  return row ?? null;
}

/**
 * Spec §6: community admins administer every group of their community; group admins the groups
 * they belong to; nobody else any. Another community's group is not found (404), a group of
 * the community the caller may not administer is forbidden (403). `what` ends the refusal.
 */
export async function findAdministeredGroup(db: Database, auth: AuthSession, groupId: number, what: string): Promise<GroupRow> {
  const group = await findCommunityGroup(db, groupId, auth.community.id);
  if (!group) throw notFound('Group');
  if (!auth.user.communityAdmin) {
    const [membership] = await db
      .select()
      .from(groupMemberships)
      .where(and(eq(groupMemberships.userId, auth.user.id), eq(groupMemberships.groupId, group.id)));
    if (!auth.user.groupAdmin || !membership) throw forbidden(`Only a community admin, or an admin of this group, can ${what}`);
  }
  return group;
}

const summaryOf = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logoUrl: row.logoUrl,
  communityId: row.communityId,
});

/** GET /v2/groups/{id}?view=group_info (spec §7), as lib/shared/validation/group ZGroupInfo: with its tags and skills. */
export async function groupInfo(db: Database, row: GroupRow) {
  const [tagRows, skillRows] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name })
      .from(groupTags)
      .innerJoin(tags, eq(tags.id, groupTags.tagId))
      .where(eq(groupTags.groupId, row.id))
      .orderBy(asc(groupTags.position), asc(tags.id)),
    db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.groupId, row.id)).orderBy(asc(skills.name), asc(skills.id)),
  ]);
  return {
    ...summaryOf(row),
    tags: tagRows.map((t) => ({ ...t, taggableType: 'Group' as const })),
    skills: skillRows.map((s) => ({ ...s, skillableType: 'Group' as const })),
  };
}

/**
 * Correlated counts, written with explicit aliases: inside a select's fields drizzle names the
 * outer table's columns without their table, which a subquery would read as its own.
 */
const membersCount = sql<number>`(select count(*)::int from ${groupMemberships} gm where gm.group_id = ${groups}.id)`;
const writtenByMembers = (table: typeof experiences | typeof stories) =>
  sql<number>`(select count(*)::int from ${table} item where item.community_id = ${groups}.community_id
    and item.user_id in (select gm.user_id from ${groupMemberships} gm where gm.group_id = ${groups}.id))`;

/**
 * GET /v2/groups/search_groups?view=dashboard_info: the groups a person may act on in their
 * community (all of them for a community admin, their own for anyone else), by name, each with
 * its member count and the experiences and stories its members wrote (what its journal draws from).
 */
export async function listActionableGroups(db: Database, user: { id: number; communityAdmin: boolean; groupAdmin: boolean }, communityId: number) {
  const own = db.select({ groupId: groupMemberships.groupId }).from(groupMemberships).where(eq(groupMemberships.userId, user.id));
  const rows = await db
    .select({
      group: groups,
      membersCount,
      experiencesCount: writtenByMembers(experiences),
      storiesCount: writtenByMembers(stories),
    })
    .from(groups)
    .where(and(eq(groups.communityId, communityId), user.communityAdmin ? undefined : inArray(groups.id, own)))
    .orderBy(asc(groups.name), asc(groups.id));
  // Outside the community admin's case, the list holds only the person's own groups: a group admin administers each.
  const canManage = user.communityAdmin || user.groupAdmin;
  return rows.map(({ group, ...counts }) => ({ ...summaryOf(group), ...counts, canManage }));
}
