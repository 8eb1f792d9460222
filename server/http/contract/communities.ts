import 'server-only';
import { z } from 'zod';
import { ZCommunityBrand, ZCommunityFavicon } from '@/lib/shared/validation/community';
import { ZSkill } from '@/lib/shared/validation/experience-answer';
import { ZFaviconQuery } from '../routes/communities';
import { data, json, operation } from '../operation';

export const communityContract = [
  operation({
    method: 'get',
    path: '/v2/communities/current',
    summary: 'Brand of the request host community',
    access: 'public',
    responses: { 200: data(ZCommunityBrand, 'The community, a sub-domain no community owns (known false), or null') },
  }),
  operation({
    method: 'get',
    path: '/public_api/v1/communities',
    summary: 'Favicon lookup by community url (spec §7)',
    access: 'public',
    query: ZFaviconQuery,
    responses: { 200: data(ZCommunityFavicon, 'Name, url and favicon (fallback /favicon.svg)'), 404: 'NOT_FOUND: no community has that url' },
  }),
  operation({ method: 'get', path: '/v2/skills', summary: "The session community's skill list", access: 'session', responses: { 200: data(z.array(ZSkill), 'Skills by name') } }),
  operation({
    method: 'get',
    path: '/v2/features',
    summary: 'Optional integrations of this deployment',
    access: 'public',
    responses: { 200: data(z.object({ unsplash: z.boolean(), mapbox: z.boolean() }), 'Which integrations are configured') },
  }),
  operation({
    method: 'get',
    path: '/health',
    summary: 'Database reachable',
    access: 'public',
    responses: { 200: json(z.object({ status: z.literal('ok') }), 'ok'), 503: 'DATABASE_UNAVAILABLE' },
  }),
  operation({
    method: 'get',
    path: '/v2/openapi.json',
    summary: 'This document',
    access: 'public',
    responses: { 200: json(z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }), 'OpenAPI 3.1') },
  }),
];
