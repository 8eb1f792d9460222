import 'server-only';
import type { TJournalItem } from '@/lib/shared/validation/journal';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import { and, desc, eq, exists, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { experienceSkills, experiences, groupMemberships, groups, stories } from '../../db/schema';
import { isCertified } from '../experiences';
import { experienceJson, toExperience, type ExperienceRow } from '../experiences';
import { experienceVisibleTo, storyVisibleTo, viewerPlaceholders, viewerValues, type Viewer, type ViewerRef } from '../sharing';
import { storyJson, toStory, type StoryJsonRow } from '../stories';

export const JOURNAL_PAGE_SIZE = 20;
/**
 * total_pages is counted over at most this many pages past the one asked for, so that its
 * cost does not grow with the journal: an exact COUNT(*) of 100,000 items reads them all.
 * The number is exact while the journal ends within 50 pages of the current one, and a
 * lower bound beyond; as the reader moves on, the bound moves with them (the front end only
 * asks "is there a next page?", which it answers right in both cases).
 */
export const JOURNAL_COUNT_PAGES_AHEAD = 50;

/** Spec §7 filter flags. `certified` means experiences with at least one certification. */
export type JournalFilters = { onlyExperiences: boolean; onlyStories: boolean; certified: boolean };

/**
 * Which journal (spec §7). Every one is further limited to what the viewer may read
 * (visibleTo / storyVisibleTo, which also pin the session's community). Rights to open a
 * journal at all are the routes' business.
 *
 * - own:         the viewer's own items.
 * - user:        that user's items.
 * - group:       items whose author is a member of the group. Not "items linked to the
 *                group": a learner can link an item only to their own groups, and a
 *                group's journal should also show its members' community and public items.
 * - community:   the whole community.
 * - official:    items marked official.
 * - recommended: others' items whose author shares a group of this community with the
 *                viewer, or (experiences) that rate a skill of the community's list the
 *                viewer has rated on an experience of their own: "people and topics near you".
 */
export type JournalScope =
  | { kind: 'own' }
  | { kind: 'user'; userId: number }
  | { kind: 'group'; groupId: number }
  | { kind: 'community' }
  | { kind: 'official' }
  | { kind: 'recommended' };

export type JournalPage = TPaginated<TJournalItem>;

const qb = new QueryBuilder();
const recViewer = alias(groupMemberships, 'rec_viewer_memberships');
const recAuthor = alias(groupMemberships, 'rec_author_memberships');
const recSkills = alias(experienceSkills, 'rec_skills');
const viewerSkills = alias(experienceSkills, 'viewer_skills');
const viewerExperiences = alias(experiences, 'viewer_experiences');

const membersOf = (groupId: number | Placeholder) => qb.select({ userId: groupMemberships.userId }).from(groupMemberships).where(eq(groupMemberships.groupId, groupId));

/** The author of the row (`authorId`, a column of the outer query) shares a group of this community with the viewer. */
function sharesAGroupWith(viewer: ViewerRef, authorId: typeof experiences.userId | typeof stories.userId) {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(recViewer)
      .innerJoin(recAuthor, eq(recAuthor.groupId, recViewer.groupId))
      .innerJoin(groups, eq(groups.id, recViewer.groupId))
      .where(and(eq(recViewer.userId, viewer.userId), eq(recAuthor.userId, authorId), eq(groups.communityId, viewer.communityId))),
  );
}

/** The columns a journal's scope reads, the same for both kinds of item. */
type ItemColumns = { userId: typeof experiences.userId | typeof stories.userId; official: typeof experiences.official | typeof stories.official };

/**
 * Which of one kind's items the scope takes. `alsoRecommended` widens the recommended journal
 * for a kind that has more ways to be near the viewer (experiences: a rated skill).
 */
function scopeOf(scope: JournalScope, viewer: ViewerRef, item: ItemColumns, alsoRecommended?: () => SQL): SQL | undefined {
  switch (scope.kind) {
    case 'own':
      return eq(item.userId, viewer.userId);
    case 'user':
      return eq(item.userId, sql.placeholder('scopeUserId'));
    case 'group':
      return inArray(item.userId, membersOf(sql.placeholder('scopeGroupId')));
    case 'community':
      return undefined;
    case 'official':
      return eq(item.official, true);
    case 'recommended': {
      const near = sharesAGroupWith(viewer, item.userId);
      return and(ne(item.userId, viewer.userId), alsoRecommended ? or(near, alsoRecommended()) : near);
    }
  }
}

/** An experience that rates a skill of the community's list the viewer has rated on one of their own. */
function ratesASkillOf(viewer: ViewerRef): SQL {
  // The viewer's skills form an uncorrelated sub-select: computed once per query.
  const mySkills = qb
    .select({ skillId: viewerSkills.skillId })
    .from(viewerSkills)
    .innerJoin(viewerExperiences, eq(viewerExperiences.id, viewerSkills.experienceId))
    .where(and(eq(viewerExperiences.userId, viewer.userId), eq(viewerExperiences.communityId, viewer.communityId)));
  return exists(
    qb
      .select({ one: sql`1` })
      .from(recSkills)
      .where(and(eq(recSkills.experienceId, experiences.id), inArray(recSkills.skillId, mySkills))),
  );
}

const experienceScope = (scope: JournalScope, viewer: ViewerRef) => scopeOf(scope, viewer, experiences, () => ratesASkillOf(viewer));
const storyScope = (scope: JournalScope, viewer: ViewerRef) => scopeOf(scope, viewer, stories);

/**
 * One branch per kind of item, each already filtered (scope, visibility, flags), ordered
 * newest first on its (community_id | user_id, created_at, id) index and cut at `limit`:
 * the database reads at most `limit` index entries per branch, however long the journal.
 */
function branches(viewer: ViewerRef, scope: JournalScope, filters: JournalFilters, limit: Placeholder): SQL[] {
  const list: SQL[] = [];
  if (!filters.onlyStories) {
    const query = qb
      .select({ kind: sql<string>`'Experience'`.as('kind'), id: experiences.id, createdAt: experiences.createdAt })
      .from(experiences)
      .where(and(experienceVisibleTo(viewer), experienceScope(scope, viewer), filters.certified ? isCertified : undefined))
      .orderBy(desc(experiences.createdAt), desc(experiences.id))
      .limit(limit);
    list.push(sql`(${query})`);
  }
  if (!filters.onlyExperiences && !filters.certified) {
    const query = qb
      .select({ kind: sql<string>`'Story'`.as('kind'), id: stories.id, createdAt: stories.createdAt })
      .from(stories)
      .where(and(storyVisibleTo(viewer), storyScope(scope, viewer)))
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(limit);
    list.push(sql`(${query})`);
  }
  return list;
}

type Row = { n: number; experience: ExperienceRow | null; story: StoryJsonRow | null };

/**
 * A page of a journal and its page count in ONE statement, whatever it holds: a UNION ALL of the
 * two branches, each LIMITed to (page+1)*20 + 50 pages (see JOURNAL_COUNT_PAGES_AHEAD), counted up to that cap, and
 * OFFSET page*20 LIMIT 20 over it, newest first (created_at desc, id desc; the kind breaks a tie
 * between an experience and a story of the same id and instant). Visibility is in each branch's
 * WHERE: nothing is filtered after the database. The page is read from the same capped branches
 * (cap >= reach, so the newest `reach` items of the union are the same), and the count rides
 * along on a one-row side so that a page past the end still learns the total. Each item of the
 * page comes whole beside its id (experienceJson, storyJson): on PostgreSQL one round trip, on
 * PGlite one statement's fixed cost, which dominates there.
 */
const pageStatement = (scope: JournalScope, filters: JournalFilters, communityAdmin: boolean) => {
  const cap = sql.placeholder('cap');
  const viewer = viewerPlaceholders(communityAdmin);
  const union = sql.join(branches(viewer, scope, filters, cap), sql` union all `);
  return sql`with items as (${union}),
    total as (select count(*)::int as n from (select 1 from items limit ${cap}) as capped)
    select total.n,
      case when page.kind = 'Experience' then (select ${experienceJson(sql.placeholder('locale'))} from ${experiences} where ${experiences.id} = page.id) end as experience,
      case when page.kind = 'Story' then (select ${storyJson(viewer)} from ${stories} where ${stories.id} = page.id) end as story
    from total left join lateral (
      select items.kind, items.id, row_number() over (order by items.created_at desc, items.id desc, items.kind asc) as ord
      from items order by items.created_at desc, items.id desc, items.kind asc
      limit ${JOURNAL_PAGE_SIZE} offset ${sql.placeholder('offset')}
    ) as page on true
    order by page.ord`;
};

/** One compiled statement per shape (journal, filters, admin or not): a few dozen at most. */
const pageStatements = new Map<string, ReturnType<typeof preparedStatement<Row, Record<string, unknown>>>>();

function pageStatementFor(scope: JournalScope, filters: JournalFilters, communityAdmin: boolean) {
  const flags = [filters.onlyExperiences && 'e', filters.onlyStories && 's', filters.certified && 'c', communityAdmin && 'a'].filter(Boolean).join('');
  const name = `journal_${scope.kind}_${flags}`;
  let statement = pageStatements.get(name);
  if (!statement) {
    statement = preparedStatement<Row, Record<string, unknown>>(name, () => pageStatement(scope, filters, communityAdmin));
    pageStatements.set(name, statement);
  }
  return statement;
}

/** A page of a journal in one statement (pageStatement), compiled once and prepared per connection. */
export async function loadJournalPage(db: Database, viewer: Viewer, scope: JournalScope, filters: JournalFilters, page: number): Promise<JournalPage> {
  if (filters.onlyStories && (filters.onlyExperiences || filters.certified)) return { paginatedResults: [], totalPages: { pages: 0 } };
  const reach = (page + 1) * JOURNAL_PAGE_SIZE;
  const rows = await pageStatementFor(scope, filters, viewer.communityAdmin)(db, {
    ...viewerValues(viewer),
    scopeUserId: scope.kind === 'user' ? scope.userId : null,
    scopeGroupId: scope.kind === 'group' ? scope.groupId : null,
    cap: reach + JOURNAL_COUNT_PAGES_AHEAD * JOURNAL_PAGE_SIZE,
    offset: page * JOURNAL_PAGE_SIZE,
    locale: viewer.locale ?? null,
  });
  const count = Number(rows[0]?.n ?? 0);
  // A page past the end is the count's row alone, with no item.
  const paginatedResults = rows.flatMap((r): TJournalItem[] => {
    if (r.experience) return [{ journalItem: toExperience(r.experience, viewer) }];
    if (r.story) return [{ journalItem: toStory(r.story, viewer) }];
    return [];
  });
  return { paginatedResults, totalPages: { pages: Math.ceil(count / JOURNAL_PAGE_SIZE) } };
}
