import 'server-only';
import { z } from 'zod';
import { ZJournalPage } from '@/lib/shared/validation/journal';
import type { AppContext } from '../../http/context';
import { data, operation, type OperationRequest } from '../../http/operation';
import { ZFlag, ZPage } from '../../http/query';
import { requireAuth } from '../../http/session';
import { readerLocale } from '../../http/reader-locale';
import { parseId, parseWith, snake } from '../../http/validate';
import { forbidden, notFound } from '../../platform/errors';
import { isCommunityMember } from '../accounts';
import { findCommunityGroup } from '../groups';
import { viewerOf, type Viewer } from '../sharing';
import { loadJournalPage, type JournalScope } from './journals';

/**
 * Spec §7 journals. Every one answers `{data: {paginated_results: [{journal_item}],
 * total_pages: {pages}}}`, 20 items per page, and lists only what the viewer may read.
 *
 * Who may open which (spec §6):
 * - own, another member's (user_journal), recommendation: any signed-in member.
 * - group and community journals: community admins only (the application and group
 *   overview pages are theirs), checked here, not only in the UI: 403 for others.
 * - official journal: any member of that community. It is the community's showcase (spec §1
 *   "official pages"); its items still pass the same visibility rule, so opening it to
 *   members reveals nothing they could not read in the community journal's items anyway.
 * Ids are tenant-checked first: another community's group, user or community is a 404.
 */
const ZJournalQuery = z
  .object({ page: ZPage, only_experiences: ZFlag, only_stories: ZFlag, certified: ZFlag })
  .refine((q) => !(q.only_stories && (q.only_experiences || q.certified)), {
    path: ['only_stories'],
    message: 'cannot be combined with only_experiences or certified',
  });
const ZGroupQuery = z.object({ group_id: z.string({ error: 'is required' }) });
const ZCommunityQuery = z.object({ community_id: z.string({ error: 'is required' }) });
type TJournalQuery = z.infer<typeof ZJournalQuery>;

async function answer(c: AppContext, viewer: Viewer, scope: JournalScope, query: TJournalQuery) {
  const filters = { onlyExperiences: query.only_experiences, onlyStories: query.only_stories, certified: query.certified };
  const page = await loadJournalPage(c.get('deps').db, viewer, scope, filters, query.page);
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: page }));
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c), readerLocale(c))!;

/** The session's community, or 404: another community's id names nothing here. */
function ownCommunity(viewer: Viewer, raw: string | undefined) {
  if (parseId(raw, 'Community') !== viewer.communityId) throw notFound('Community');
}

const requireCommunityAdmin = (viewer: Viewer) => {
  if (!viewer.communityAdmin) throw forbidden('Only a community admin can open this journal');
};

const page = data(ZJournalPage, 'A page of 20 items the caller may read, created_at desc, id desc; pages is exact up to 50 pages ahead');

type JournalRequest = OperationRequest<z.ZodObject, undefined>;

/** The journal's filter flags, as its query names them (read where the filters apply, after the journal's own checks). */
const filtersOf = (request: JournalRequest) => request.query() as TJournalQuery;

/** Spec §7 journals: the query's filter flags, plus what names the journal. */
const journal = (
  path: string,
  summary: string,
  handler: (c: AppContext, request: JournalRequest) => Promise<Response>,
  extra?: { query: z.ZodObject; responses: Record<number, string> },
) =>
  operation({
    method: 'get',
    path,
    summary,
    access: 'session',
    query: extra ? (ZJournalQuery as unknown as z.ZodObject).extend(extra.query.shape) : (ZJournalQuery as unknown as z.ZodObject),
    responses: { 200: page, ...extra?.responses },
    handler,
  });

const adminsOnly = { 403: 'FORBIDDEN: a journal for community admins' };

const own = (c: AppContext, request: JournalRequest) => answer(c, viewerFor(c), { kind: 'own' }, filtersOf(request));

export const journalOperations = [
  // The spec writes the path with a trailing slash; clients that trim it get the same.
  journal('/v2/journal_items/', "The caller's own items in the session community (spec §7 writes the trailing slash)", own),
  journal('/v2/journal_items', 'The same as /v2/journal_items/', own),
  journal('/v2/journal_items/user_recommendation_journal', "Others' items the caller may read, from members sharing a group or a rated skill", (c, request) =>
    answer(c, viewerFor(c), { kind: 'recommended' }, filtersOf(request)),
  ),
  journal('/v2/journal_items/{userId}/user_journal', "A member's items the caller may read", async (c, request) => {
    const viewer = viewerFor(c);
    const userId = parseId(c.req.param('userId'), 'User');
    if (!(await isCommunityMember(c.get('deps').db, userId, viewer.communityId))) throw notFound('User');
    return answer(c, viewer, { kind: 'user', userId }, filtersOf(request));
  }),
  journal('/v2/journal_items/{communityId}/official_journal', 'Items marked official that the caller may read', (c, request) => {
    const viewer = viewerFor(c);
    ownCommunity(viewer, c.req.param('communityId'));
    return answer(c, viewer, { kind: 'official' }, filtersOf(request));
  }),
  // The declared query is the group's and the filters' in one; they are read one after the other, the group first.
  journal(
    '/v2/group_journal_items',
    "A group's items; community admins only",
    async (c) => {
      const viewer = viewerFor(c);
      const { group_id: raw } = parseWith(ZGroupQuery, c.req.query());
      const group = await findCommunityGroup(c.get('deps').db, parseId(raw, 'Group'), viewer.communityId);
      if (!group) throw notFound('Group');
      requireCommunityAdmin(viewer);
      return answer(c, viewer, { kind: 'group', groupId: group.id }, parseWith(ZJournalQuery, c.req.query()));
    },
    { query: ZGroupQuery, responses: { ...adminsOnly, 404: "group_id names no group of the session's community" } },
  ),
  journal(
    '/v2/community_journal_items',
    "The community's items; community admins only",
    (c) => {
      const viewer = viewerFor(c);
      const { community_id: raw } = parseWith(ZCommunityQuery, c.req.query());
      ownCommunity(viewer, raw);
      requireCommunityAdmin(viewer);
      return answer(c, viewer, { kind: 'community' }, parseWith(ZJournalQuery, c.req.query()));
    },
    { query: ZCommunityQuery, responses: { ...adminsOnly, 404: "community_id is not the session's community" } },
  ),
];
