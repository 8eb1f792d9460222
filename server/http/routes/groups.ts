import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { findCommunityGroup, listActionableGroups, serializeGroupInfo } from '../../services/groups';
import type { AppEnv } from '../context';
import { notFound } from '../../services/errors';
import { requireAuth } from '../session';
import { parseId, parseWith, snake } from '../validate';

/** Only the group_info view exists so far (name, description, logo): nothing private in it. */
export const ZGroupView = z.object({ view: z.enum(['group_info']).default('group_info') });

/** Spec §7 GET /v2/groups/search_groups?community_id&view=dashboard_info: the id must be the session's community. */
export const ZGroupSearch = z.object({ community_id: z.string().regex(/^\d{1,9}$/, 'must be a community id'), view: z.enum(['dashboard_info']).default('dashboard_info') });

export const groupRoutes = new Hono<AppEnv>()
  .get('/groups/search_groups', async (c) => {
    const auth = requireAuth(c);
    const query = parseWith(ZGroupSearch, c.req.query());
    if (Number(query.community_id) !== auth.community.id) throw notFound('Community');
    const rows = await listActionableGroups(c.get('deps').db, auth.user, auth.community.id);
    return c.json(snake({ data: rows.map(serializeGroupInfo) }));
  })
  .get('/groups/:id', async (c) => {
  const auth = requireAuth(c);
  const id = parseId(c.req.param('id'), 'Group');
  parseWith(ZGroupView, c.req.query());
  const group = await findCommunityGroup(c.get('deps').db, id, auth.community.id);
  if (!group) throw notFound('Group');
  return c.json(snake({ data: serializeGroupInfo(group) }));
});
