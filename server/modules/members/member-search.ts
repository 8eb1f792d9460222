import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { MANAGED_MEMBERS_PAGE_SIZE, memberLabel, type TManagedMember, type TMemberOrder } from '@/lib/shared/validation/manage-members';
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

/** What a word is looked for in: the expression users_search_idx holds the trigrams of (migration 0023). */
export const memberText = sql`(u.firstname || ' ' || u.lastname || ' ' || u.email)`;

const searchWords = (q: MemberSearch) => q.search.trim().split(/\s+/).filter(Boolean).slice(0, 5);

/**
 * How the rows are ordered, and what must be joined to compute it. A statistic is counted per
 * member: with search words, for the few rows that match (a correlated count through the
 * per-user indexes); without, once for the whole community (one grouped pass, three times
 * cheaper than 10,000 correlated counts), then joined.
 */
function sortKey(order: TMemberOrder, communityId: number, searching: boolean): { join: SQL; key: SQL } {
  const none = sql``;
  // A member with no experience has no grouped row: their count is 0, their last activity null.
  const statistic = (perMember: SQL, grouped: SQL, isCount = true) =>
    searching
      ? { join: none, key: sql`(${perMember})` }
      : { join: sql`left join (${grouped}) st on st.user_id = u.id`, key: isCount ? sql`coalesce(st.n, 0)` : sql`st.n` };
  const c = communityId;
  switch (order) {
    case 'email':
      return { join: none, key: sql`u.email` };
    case 'status':
      return { join: none, key: sql`(case when not u.active then 0 when u.status = 'pending' then 1 else 2 end)` };
    case 'experiences':
      return statistic(
        sql`select count(*) from experiences e where e.user_id = u.id and e.community_id = ${c}`,
        sql`select e.user_id, count(*) as n from experiences e where e.community_id = ${c} group by e.user_id`,
      );
    case 'stories':
      return statistic(
        sql`select count(*) from stories s where s.user_id = u.id and s.community_id = ${c}`,
        sql`select s.user_id, count(*) as n from stories s where s.community_id = ${c} group by s.user_id`,
      );
    case 'certified': {
      const certified = sql`exists (select 1 from certifications ce where ce.experience_id = e.id)`;
      return statistic(
        sql`select count(*) from experiences e where e.user_id = u.id and e.community_id = ${c} and ${certified}`,
        sql`select e.user_id, count(*) as n from experiences e where e.community_id = ${c} and ${certified} group by e.user_id`,
      );
    }
    case 'last_activity':
      return statistic(
        sql`select max(a.created_at) from activities a where a.user_id = u.id and a.community_id = ${c}`,
        sql`select a.user_id, max(a.created_at) as n from activities a where a.community_id = ${c} group by a.user_id`,
        false,
      );
    case 'name':
      return { join: none, key: sql`u.lastname` };
  }
}

/**
 * The memberships a search keeps: of the community, of the group, of the group admin's groups
 * (on `cm`, so the paginator's count needs no member row), and the member rows (`u`) whose
 * name or address holds every word.
 */
function matching(q: MemberSearch): { memberships: SQL; words: SQL | null } {
  const conditions: SQL[] = [sql`cm.community_id = ${q.communityId}`];
  if (q.groupId !== null) conditions.push(sql`exists (select 1 from group_memberships gm where gm.user_id = cm.user_id and gm.group_id = ${q.groupId})`);
  if (q.withinGroupIds !== null) {
    const ids = q.withinGroupIds.length ? sql.join(q.withinGroupIds.map((id) => sql`${id}`), sql`, `) : sql`null`;
    conditions.push(sql`exists (select 1 from group_memberships gm where gm.user_id = cm.user_id and gm.group_id in (${ids}))`);
  }
  const words = searchWords(q).map((word) => sql`${memberText} ilike ${containing(word)}`);
  return { memberships: sql.join(conditions, sql` and `), words: words.length ? sql.join(words, sql` and `) : null };
}

type Row = {
  /** The number of matches, counted by the page's statement when words narrow the search. */
  total: number | string | null;
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  avatar_url: string | null;
  status: string;
  active: boolean;
  community_admin: boolean;
  group_admin: boolean;
  is_teacher: boolean;
  groups: { id: number; name: string }[] | string;
  experiences: number;
  stories: number;
  certified: number;
  last_activity_at: Date | string | null;
};

/**
 * GET /v2/users/search_users?view_option=with_statistics: a page of members with their groups,
 * label, rights and statistics, in two statements at most whatever the page: the page itself
 * (the page's ids are chosen first, then only those 20 rows get their groups and counts), and
 * the count of matches for the paginator. With words, the page counts its matches itself (they
 * are read anyway, from the trigram index) and the second statement is needed only for a page
 * past the last.
 */
export async function searchMembers(db: Database, q: MemberSearch) {
  const dir = q.orderDir === 'desc' ? sql`desc` : sql`asc`;
  const { memberships, words } = matching(q);
  const where = words ? sql`${memberships} and ${words}` : memberships;
  const c = q.communityId;
  const sort = sortKey(q.orderBy, c, words !== null);
  // ORDER BY … LIMIT (not a window over every match): by name, the planner may walk
  // users_name_idx and stop after the page; otherwise a top-N sort keeps only the page.
  const order = q.orderBy === 'name' ? sql`u.lastname ${dir}, u.firstname ${dir}, u.id ${dir}` : sql`k ${dir} nulls last, u.lastname ${dir}, u.firstname ${dir}, u.id ${dir}`;
  const pageQuery = sql`
    with page as (
      -- The same order again, over the page's rows only (the subquery's columns bear the same names).
      select u.id, row_number() over (order by ${order}) as n, u.total
      from (select u.id, u.lastname, u.firstname, ${sort.key} as k, ${words ? sql`count(*) over ()` : sql`null::int`} as total
        from community_memberships cm join users u on u.id = cm.user_id ${sort.join}
        where ${where}
        order by ${order}
        limit ${MANAGED_MEMBERS_PAGE_SIZE} offset ${q.page * MANAGED_MEMBERS_PAGE_SIZE}) u
    )
    select page.total, u.id, u.email, u.firstname, u.lastname, u.avatar_url, u.status, u.active, u.community_admin, u.group_admin, u.is_teacher,
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
  // Without words the count reads the memberships alone (an index-only scan, not a join of every member).
  const countQuery = words
    ? sql`select count(*)::int as n from community_memberships cm join users u on u.id = cm.user_id where ${where}`
    : sql`select count(*)::int as n from community_memberships cm where ${memberships}`;
  // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
  const pageRows = async () => ((await db.execute(pageQuery)) as unknown as { rows: Row[] }).rows;
  const count = async () => Number(((await db.execute(countQuery)) as unknown as { rows: { n: number }[] }).rows[0].n);
  let rows: Row[];
  let n: number;
  if (words) {
    rows = await pageRows();
    n = rows.length ? Number(rows[0].total) : q.page === 0 ? 0 : await count();
  } else {
    [rows, n] = await Promise.all([pageRows(), count()]);
  }
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
    teacher: r.is_teacher,
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
