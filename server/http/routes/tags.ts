import 'server-only';
import { Hono } from 'hono';
import { ZTagRemovalQuery } from '@/lib/shared/validation/group';
import { removeGroupTag } from '../../modules/tags/group-tags';
import { findAdministeredGroup } from '../../modules/groups/groups';
import { notFound } from '../../platform/errors';
import type { AppEnv } from '../context';
import { requireAuth } from '../session';
import { parseId, parseWith } from '../validate';

/**
 * Spec §7 DELETE /v2/tags/{id}?native_client=false&type=Group&community&group: the tag leaves
 * the group (Group is the only type so far). The community must be the session's.
 */
export const tagRoutes = new Hono<AppEnv>().delete('/tags/:id', async (c) => {
  const auth = requireAuth(c);
  const tagId = parseId(c.req.param('id'), 'Tag');
  const query = parseWith(ZTagRemovalQuery, c.req.query());
  if (Number(query.community) !== auth.community.id) throw notFound('Community');
  const { db } = c.get('deps');
  const group = await findAdministeredGroup(db, auth, Number(query.group), 'change its tags');
  await removeGroupTag(db, group.id, tagId);
  return c.body(null, 204);
});
