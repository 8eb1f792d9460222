import 'server-only';
import { z } from 'zod';
import { ZCommunity, ZCommunityBrand, ZCommunityFavicon, ZCommunitySettingsRequest } from '@/lib/shared/validation/community';
import { COMMUNITY_PAGE_KINDS, ZCommunityPage, ZCommunityPageQuery, ZCommunityPageRequest } from '@/lib/shared/validation/community-page';
import { ZContactReceipt, ZContactRequest } from '@/lib/shared/validation/contact';
import { communityNameFromSlug } from '@/lib/shared/tenancy/community-host';
import { clientAddress } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunity, hostCommunityId } from './host-community';
import { data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { forbidden, notFound } from '../../platform/errors';
import { findCommunityBySlug, findCommunityByUrl, serializeCommunity, updateCommunitySettings } from './communities';
import { readCommunityPage, writeCommunityPage } from './community-pages';
import { receiveContactMessage } from './contact';

const ZFaviconQuery = z.object({ 'community[url]': z.string().min(1).max(253) });

const pageKind = { kind: { pattern: '^(faq|legal)$', description: 'faq or legal' } };
const ZKind = z.enum(COMMUNITY_PAGE_KINDS);
const kindOf = (value: string | undefined) => {
  const kind = ZKind.safeParse(value);
  if (!kind.success) throw notFound('Page');
  return kind.data;
};

/** Each message costs someone's reading time: ten an hour from one address (a school's shared one) is plenty. */
export const CONTACT_LIMITS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export const communityOperations = [
  operation({
    method: 'get',
    path: '/v2/communities/current',
    summary: 'Brand of the request host community',
    access: 'public',
    responses: { 200: data(ZCommunityBrand, 'The community, a sub-domain no community owns (known false), or null') },
    /** Public brand data; nothing here is private to members. */
    handler: async (c) => {
      const slug = c.get('hostSlug');
      const community = slug ? await findCommunityBySlug(c.get('deps').db, slug) : null;
      if (!community) {
        return c.json(snake({ data: slug ? { slug, name: communityNameFromSlug(slug), known: false } : null }));
      }
      return c.json(snake({ data: { ...serializeCommunity(community), known: true } }));
    },
  }),
  operation({
    method: 'patch',
    path: '/v2/communities/current',
    summary: "The signed-in community's settings (community admins), any of them: whether public pages name learners in full, whether learners publish public links freely, once approved, or not at all, and its LinkedIn organization id (digits; empty or null clears it)",
    access: 'session',
    body: { kind: 'json', schema: ZCommunitySettingsRequest, wrapper: 'community' },
    responses: {
      200: data(ZCommunity, 'The community with its rules; switching public links to approval makes every public link not approved yet wait for one'),
      403: 'FORBIDDEN: not a community admin',
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { community } = await request.body();
      if (!auth.user.communityAdmin) throw forbidden("Only a community admin can change the community's rules");
      return c.json(snake({ data: await updateCommunitySettings(c.get('deps').db, auth.community.id, community) }));
    },
  }),
  operation({
    method: 'get',
    path: '/public_api/v1/communities',
    summary: 'Favicon lookup by community url (spec §7)',
    access: 'public',
    query: ZFaviconQuery,
    responses: { 200: data(ZCommunityFavicon, 'Name, url and favicon (fallback /favicon.svg)'), 404: 'NOT_FOUND: no community has that url' },
    handler: async (c, request) => {
      const query = request.query();
      const community = await findCommunityByUrl(c.get('deps').db, query['community[url]']);
      if (!community) throw notFound('Community');
      return c.json(snake({ data: { name: community.name, url: community.url, faviconUrl: community.faviconUrl ?? '/favicon.svg' } }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/features',
    summary: 'Optional integrations of this deployment',
    access: 'public',
    responses: { 200: data(z.object({ unsplash: z.boolean(), mapbox: z.boolean() }), 'Which integrations are configured') },
    /**
     * Which optional integrations this deployment has, so the interface shows no button that
     * leads nowhere. Location search always works (offline without Mapbox); `mapbox` says
     * whether streets and postcodes can be found too.
     */
    handler: (c) => {
      const { unsplash, places } = c.get('deps');
      return c.json({ data: { unsplash: unsplash !== null, mapbox: places.provider === 'mapbox' } });
    },
  }),
  // /faq and /legal as a community writes them: anyone reads, its community admins write.
  operation({
    method: 'get',
    path: '/v2/community_pages/{kind}',
    summary: "The host community's own text for /faq or /legal in a language; a null body when it wrote none there",
    access: 'public',
    pathParameters: pageKind,
    query: ZCommunityPageQuery,
    responses: {
      200: data(ZCommunityPage, "The community's text, or a null body"),
      404: 'NOT_FOUND: this host names no community, or no such page',
    },
    handler: async (c, request) => {
      const kind = kindOf(c.req.param('kind'));
      const { locale } = request.query();
      const communityId = await hostCommunityId(c);
      if (!communityId || communityId < 0) throw notFound('Community');
      return c.json(snake({ data: await readCommunityPage(c.get('deps').db, communityId, kind, locale) }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/community_pages/{kind}',
    summary: "Write the community's own text for /faq or /legal in a language (community admins); an empty body restores the product's",
    access: 'session',
    pathParameters: pageKind,
    body: { kind: 'json', schema: ZCommunityPageRequest, wrapper: 'communityPage' },
    responses: {
      200: data(ZCommunityPage, 'Written, or removed for an empty body'),
      403: 'FORBIDDEN: not a community admin',
      404: 'NOT_FOUND: no such page',
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const kind = kindOf(c.req.param('kind'));
      const { communityPage } = await request.body();
      if (!auth.user.communityAdmin) throw forbidden("Only a community admin can write the community's pages");
      const page = await writeCommunityPage(c.get('deps').db, { communityId: auth.community.id, kind, writerId: auth.user.id, ...communityPage });
      return c.json(snake({ data: page }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/contacts',
    summary: "Write to the community's support desk (spec §7): kept for its admins and mailed to its support address, or to its admins without one",
    access: 'public',
    body: { kind: 'json', schema: ZContactRequest, wrapper: 'contact' },
    responses: {
      201: data(ZContactReceipt, 'Received: the mail is queued'),
      404: 'NOT_FOUND: this host names no community',
      429: 'RATE_LIMITED, with Retry-After: too many messages from this address',
    },
    // A deactivated member writes here to ask why.
    deactivatedMayCall: true,
    /** Spec §7 POST /v2/contacts: anyone on a community's host writes to its support desk. */
    handler: async (c, request) => {
      const { contact } = await request.body();
      const { db, rateLimiter, mail } = c.get('deps');
      const community = await hostCommunity(c);
      if (!community) throw notFound('Community');
      const decision = await rateLimiter.hit(`contact:address:${clientAddress(c)}`, CONTACT_LIMITS_PER_ADDRESS.limit, CONTACT_LIMITS_PER_ADDRESS.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many messages, try again later');
      const auth = c.get('auth');
      const { locale, ...message } = contact;
      const receipt = await receiveContactMessage(db, community, { userId: auth?.community.id === community.id ? auth.user.id : null, locale }, message);
      mail.wake();
      return c.json(snake({ data: receipt }), 201);
    },
  }),
];
