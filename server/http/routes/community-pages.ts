import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { COMMUNITY_PAGE_KINDS, ZCommunityPageQuery, ZCommunityPageRequest } from '@/lib/shared/validation/community-page';
import { readCommunityPage, writeCommunityPage } from '../../modules/communities/community-pages';
import { forbidden, notFound } from '../../platform/errors';
import type { AppEnv } from '../context';
import { hostCommunityId } from '../host-community';
import { requireAuth } from '../session';
import { parseWith, readJson, snake } from '../validate';

const ZKind = z.enum(COMMUNITY_PAGE_KINDS);
const kindOf = (value: string | undefined) => {
  const kind = ZKind.safeParse(value);
  if (!kind.success) throw notFound('Page');
  return kind.data;
};

/** /faq and /legal as a community writes them: anyone reads, its community admins write. */
export const communityPageRoutes = new Hono<AppEnv>()
  .get('/community_pages/:kind', async (c) => {
    const kind = kindOf(c.req.param('kind'));
    const { locale } = parseWith(ZCommunityPageQuery, c.req.query());
    const communityId = await hostCommunityId(c);
    if (!communityId || communityId < 0) throw notFound('Community');
    return c.json(snake({ data: await readCommunityPage(c.get('deps').db, communityId, kind, locale) }));
  })
  .put('/community_pages/:kind', async (c) => {
    const auth = requireAuth(c);
    const kind = kindOf(c.req.param('kind'));
    const { communityPage } = await readJson(c, ZCommunityPageRequest, 'communityPage');
    if (!auth.user.communityAdmin) throw forbidden("Only a community admin can write the community's pages");
    const page = await writeCommunityPage(c.get('deps').db, { communityId: auth.community.id, kind, writerId: auth.user.id, ...communityPage });
    return c.json(snake({ data: page }));
  });
