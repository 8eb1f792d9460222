import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { findCommunityGroup, serializeGroupInfo } from '../../services/groups';
import type { AppEnv } from '../context';
import { notFound } from '../../services/errors';
import { requireAuth } from '../session';
import { parseId, parseWith, snake } from '../validate';

/** Only the group_info view exists so far (name, description, logo): nothing private in it. */
export const ZGroupView = z.object({ view: z.enum(['group_info']).default('group_info') });

export const groupRoutes = new Hono<AppEnv>().get('/groups/:id', async (c) => {
  const auth = requireAuth(c);
  const id = parseId(c.req.param('id'), 'Group');
  parseWith(ZGroupView, c.req.query());
  const group = await findCommunityGroup(c.get('deps').db, id, auth.community.id);
  if (!group) throw notFound('Group');
  return c.json(snake({ data: serializeGroupInfo(group) }));
});
