import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { communityNameFromSlug } from '@/lib/shared/tenancy/community-host';
import { findCommunityBySlug, findCommunityByUrl, serializeCommunity } from '../../modules/communities/communities';
import type { AppEnv } from '../context';
import { notFound } from '../../platform/errors';
import { parseWith, snake } from '../validate';

export const ZFaviconQuery = z.object({ 'community[url]': z.string().min(1).max(253) });

/** Public brand data; nothing here is private to members. */
export const communityRoutes = new Hono<AppEnv>().get('/communities/current', async (c) => {
  const slug = c.get('hostSlug');
  const community = slug ? await findCommunityBySlug(c.get('deps').db, slug) : null;
  if (!community) {
    return c.json(snake({ data: slug ? { slug, name: communityNameFromSlug(slug), known: false } : null }));
  }
  return c.json(snake({ data: { ...serializeCommunity(community), known: true } }));
});

export const publicCommunityRoutes = new Hono<AppEnv>().get('/communities', async (c) => {
  const query = parseWith(ZFaviconQuery, c.req.query());
  const community = await findCommunityByUrl(c.get('deps').db, query['community[url]']);
  if (!community) throw notFound('Community');
  return c.json(snake({ data: { name: community.name, url: community.url, faviconUrl: community.faviconUrl ?? '/favicon.svg' } }));
});
