import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { viewerOf, type Viewer } from '../../modules/sharing/visibility';
import { findCommunityGroup } from '../../modules/groups/groups';
import { loadJournalPage, type JournalScope } from '../../modules/journals/journals';
import { isCommunityMember } from '../../modules/accounts/users';
import type { AppContext, AppEnv } from '../context';
import { forbidden, notFound } from '../../platform/errors';
import { ZFlag, ZPage } from '../query';
import { requireAuth } from '../session';
import { parseId, parseWith, snake } from '../validate';

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
export const ZJournalQuery = z
  .object({ page: ZPage, only_experiences: ZFlag, only_stories: ZFlag, certified: ZFlag })
  .refine((q) => !(q.only_stories && (q.only_experiences || q.certified)), {
    path: ['only_stories'],
    message: 'cannot be combined with only_experiences or certified',
  });
export const ZGroupQuery = z.object({ group_id: z.string({ error: 'is required' }) });
export const ZCommunityQuery = z.object({ community_id: z.string({ error: 'is required' }) });

async function answer(c: AppContext, viewer: Viewer, scope: JournalScope) {
  const query = parseWith(ZJournalQuery, c.req.query());
  const filters = { onlyExperiences: query.only_experiences, onlyStories: query.only_stories, certified: query.certified };
  const page = await loadJournalPage(c.get('deps').db, viewer, scope, filters, query.page);
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: page }));
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c))!;

/** The session's community, or 404: another community's id names nothing here. */
function ownCommunity(viewer: Viewer, raw: string | undefined) {
  if (parseId(raw, 'Community') !== viewer.communityId) throw notFound('Community');
}

const requireCommunityAdmin = (viewer: Viewer) => {
  if (!viewer.communityAdmin) throw forbidden('Only a community admin can open this journal');
};

const own = (c: AppContext) => answer(c, viewerFor(c), { kind: 'own' });

export const journalRoutes = new Hono<AppEnv>()
  // The spec writes the path with a trailing slash; clients that trim it get the same.
  .get('/journal_items/', own)
  .get('/journal_items', own)
  // Before the /{id}/... routes, though their depth differs already.
  .get('/journal_items/user_recommendation_journal', (c) => answer(c, viewerFor(c), { kind: 'recommended' }))
  .get('/journal_items/:userId/user_journal', async (c) => {
    const viewer = viewerFor(c);
    const userId = parseId(c.req.param('userId'), 'User');
    if (!(await isCommunityMember(c.get('deps').db, userId, viewer.communityId))) throw notFound('User');
    return answer(c, viewer, { kind: 'user', userId });
  })
  .get('/journal_items/:communityId/official_journal', (c) => {
    const viewer = viewerFor(c);
    ownCommunity(viewer, c.req.param('communityId'));
    return answer(c, viewer, { kind: 'official' });
  })
  .get('/group_journal_items', async (c) => {
    const viewer = viewerFor(c);
    const { group_id: raw } = parseWith(ZGroupQuery, c.req.query());
    const group = await findCommunityGroup(c.get('deps').db, parseId(raw, 'Group'), viewer.communityId);
    if (!group) throw notFound('Group');
    requireCommunityAdmin(viewer);
    return answer(c, viewer, { kind: 'group', groupId: group.id });
  })
  .get('/community_journal_items', (c) => {
    const viewer = viewerFor(c);
    const { community_id: raw } = parseWith(ZCommunityQuery, c.req.query());
    ownCommunity(viewer, raw);
    requireCommunityAdmin(viewer);
    return answer(c, viewer, { kind: 'community' });
  });
