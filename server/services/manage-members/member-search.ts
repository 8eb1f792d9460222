import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { MANAGED_MEMBERS_PAGE_SIZE, memberLabel, type TManagedMember, type TMemberOrder } from '@/lib/validation/manage-members';
import type { Database } from '../../db/client';

export type MemberSearch = {
  communityId: number;
  /** One group of the community, already checked against the caller's rights. */
  groupId: number | null;
  /** A group admin sees the members of these groups only; null for a community admin. */
  withinGroupIds: number[] | null;
  search: string;
  orderBy: TMemberOrder;
  orderDir: 'asc' | 'desc';
  page: number;
};

/** A LIKE pattern that finds the text as typed: % and _ are the person's, not wildcards. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The sort key of each order, computed for the rows that match only. The statistics sorts
 * count per member through the per-user indexes (experiences_user_created_idx, …).
 */
function sortKey(order: TMemberOrder, communityId: number): SQL {
  switch (order) {
    case 'email':
      return sql`u.email`;
    case 'status':
      return sql`(case when not u.active then 0 when u.status = 'pending' then 1 else 2 end)`;
    case 'experiences':
      return sql`(select count(*) from experiences e where e.user_id = u.id and e.community_id = ${communityId})`;
    case 'stories':
      return sql`(select count(*) from stories s where s.user_id = u.id and s.community_id = ${communityId})`;
    case 'certified':
      return sql`(select count(*) from experiences e where e.user_id = u.id and e.community_id = ${communityId} and exists (select 1 from certifications c where c.experience_id = e.id))`;
    case 'last_activity':
      return sql`(select max(a.created_at) from activities a where a.user_id = u.id and a.community_id = ${communityId})`;
    case 'name':
      return sql`u.lastname`;
  }
}

/** The members a search matches: of the community, of the group, of the group admin's groups, whose name or address holds every word. */
function matching(q: MemberSearch): SQL {
  const conditions: SQL[] = [sql`cm.community_id = ${q.communityId}`];
  if (q.groupId !== null) conditions.push(sql`exists (select 1 from group_memberships gm where gm.user_id = u.id and gm.group_id = ${q.groupId})`);
  if (q.withinGroupIds !== null) {
    const ids = q.withinGroupIds.length ? sql.join(q.withinGroupIds.map((id) => sql`${id}`), sql`, `) : sql`null`;
    conditions.push(sql`exists (select 1 from group_memberships gm where gm.user_id = u.id and gm.group_id in (${ids}))`);
  }
  for (const word of q.search.trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containing(word);
    conditions.push(sql`(u.firstname ilike ${pattern} or u.lastname ilike ${pattern} or u.email ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

type Row = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  avatar_url: string | null;
  status: string;
  active: boolean;
  community_admin: boolean;
  group_admin: boolean;
  groups: { id: number; name: string }[] | string;
  experiences: number;
  stories: number;
  certified: number;
  last_activity_at: Date | string | null;
};

/**
 * GET /v2/users/search_users?view_option=with_statistics: a page of members with their groups,
 * label, rights and statistics, in two statements whatever the page: the page itself (the
 * page's ids are chosen first, then only those 20 rows get their groups and counts), and the
 * count of matches for the paginator.
 */
export async function searchMembers(db: Database, q: MemberSearch) {
  const dir = q.orderDir === 'desc' ? sql`desc` : sql`asc`;
  const where = matching(q);
  const c = q.communityId;
  // ORDER BY … LIMIT (not a window over every match): by name, the planner may walk
  // users_name_idx and stop after the page; otherwise a top-N sort keeps only the page.
  const order = q.orderBy === 'name' ? sql`u.lastname ${dir}, u.firstname ${dir}, u.id ${dir}` : sql`k ${dir} nulls last, u.lastname ${dir}, u.firstname ${dir}, u.id ${dir}`;
  const pageQuery = sql`
    with page as (
      -- The same order again, over the page's rows only (the subquery's columns bear the same names).
      select u.id, row_number() over (order by ${order}) as n
      from (select u.id, u.lastname, u.firstname, ${sortKey(q.orderBy, c)} as k
        from community_memberships cm join users u on u.id = cm.user_id
        where ${where}
        order by ${order}
        limit ${MANAGED_MEMBERS_PAGE_SIZE} offset ${q.page * MANAGED_MEMBERS_PAGE_SIZE}) u
    )
    select u.id, u.email, u.firstname, u.lastname, u.avatar_url, u.status, u.active, u.community_admin, u.group_admin,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by gm.position, g.name)
        from group_memberships gm join groups g on g.id = gm.group_id where gm.user_id = u.id and g.community_id = ${c}), '[]') as groups,
      ex.experiences, ex.certified, st.stories, act.last_activity_at
    from page join users u on u.id = page.id
    cross join lateral (select count(*)::int as experiences,
        (count(*) filter (where exists (select 1 from certifications ce where ce.experience_id = e.id)))::int as certified
      from experiences e where e.user_id = u.id and e.community_id = ${c}) ex
    cross join lateral (select count(*)::int as stories from stories s where s.user_id = u.id and s.community_id = ${c}) st
    cross join lateral (select max(a.created_at) as last_activity_at from activities a where a.user_id = u.id and a.community_id = ${c}) act
    order by page.n`;
  const countQuery = sql`select count(*)::int as n from community_memberships cm join users u on u.id = cm.user_id where ${where}`;
  const [pageResult, countResult] = await Promise.all([db.execute(pageQuery), db.execute(countQuery)]);
  // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
  const rows = (pageResult as unknown as { rows: Row[] }).rows;
  const [{ n }] = (countResult as unknown as { rows: { n: number }[] }).rows;
  const paginatedResults: TManagedMember[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstname: r.firstname,
    lastname: r.lastname,
    avatarUrl: r.avatar_url,
    status: r.status,
    active: r.active,
    label: memberLabel(r),
    communityAdmin: r.community_admin,
    groupAdmin: r.group_admin,
    groups: typeof r.groups === 'string' ? JSON.parse(r.groups) : r.groups,
    statistics: {
      experiences: Number(r.experiences),
      stories: Number(r.stories),
      certifiedExperiences: Number(r.certified),
      lastActivityAt: r.last_activity_at === null ? null : new Date(r.last_activity_at).toISOString(),
    },
  }));
  return { paginatedResults, totalPages: { pages: Math.ceil(Number(n) / MANAGED_MEMBERS_PAGE_SIZE) } };
}
