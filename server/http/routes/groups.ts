import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZGroupCreateRequest, ZGroupUpdateRequest } from '@/lib/shared/validation/group';
import { createGroup, updateGroup } from '../../modules/groups/group-management';
import { findCommunityGroup, groupInfo, listActionableGroups } from '../../modules/groups/groups';
import { claimIdempotencyKey } from '../../platform/idempotency';
import type { Database } from '../../db/client';
import type { AppContext, AppEnv } from '../context';
import { notFound } from '../../platform/errors';
import { readGroupForm } from '../../modules/groups/group-form';
import { createOnce, idempotencyClaim } from '../idempotency';
import { requireAuth } from '../session';
import { parseId, parseWith, snake } from '../validate';

/** Only the group_info view exists (name, description, logo, tags, skills): nothing private in it. */
export const ZGroupView = z.object({ view: z.enum(['group_info']).default('group_info') });

/** Spec §7 GET /v2/groups/search_groups?community_id&view=dashboard_info: the id must be the session's community. */
export const ZGroupSearch = z.object({ community_id: z.string().regex(/^\d{1,9}$/, 'must be a community id'), view: z.enum(['dashboard_info']).default('dashboard_info') });

async function answerGroup(c: AppContext, id: number, communityId: number, status: 200 | 201 = 200) {
  const { db } = c.get('deps');
  const group = await findCommunityGroup(db, id, communityId);
  if (!group) throw notFound('Group');
  return c.json(snake({ data: await groupInfo(db, group) }), status);
}

export const groupRoutes = new Hono<AppEnv>()
  .get('/groups/search_groups', async (c) => {
    const auth = requireAuth(c);
    const query = parseWith(ZGroupSearch, c.req.query());
    if (Number(query.community_id) !== auth.community.id) throw notFound('Community');
    return c.json(snake({ data: await listActionableGroups(c.get('deps').db, auth.user, auth.community.id) }));
  })
  // Idempotency-Key (optional): a repeat with the same key answers the first group, as it is now.
  .post('/groups', async (c) => {
    const auth = requireAuth(c);
    const { db, storage } = c.get('deps');
    const claim = idempotencyClaim(c, auth.user.id);
    const { resourceId } = await createOnce(db, claim, async () => {
      const { fields, logo } = await readGroupForm(c, ZGroupCreateRequest);
      const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
      return { status: 201, resourceId: (await createGroup(db, storage, auth, fields, logo, recordKey)).id };
    });
    return answerGroup(c, resourceId, auth.community.id, 201);
  })
  .get('/groups/:id', async (c) => {
    const auth = requireAuth(c);
    const id = parseId(c.req.param('id'), 'Group');
    parseWith(ZGroupView, c.req.query());
    return answerGroup(c, id, auth.community.id);
  })
  .put('/groups/:id', async (c) => {
    const auth = requireAuth(c);
    const id = parseId(c.req.param('id'), 'Group');
    const { db, storage } = c.get('deps');
    const { fields, logo } = await readGroupForm(c, ZGroupUpdateRequest);
    const group = await updateGroup(db, storage, auth, id, fields, logo);
    return answerGroup(c, group.id, auth.community.id);
  });
