import 'server-only';
import { ZCommunityPage, ZCommunityPageQuery, ZCommunityPageRequest } from '@/lib/shared/validation/community-page';
import { data, operation } from '../operation';

const kind = { kind: { pattern: '^(faq|legal)$', description: 'faq or legal' } };

export const communityPageContract = [
  operation({
    method: 'get',
    path: '/v2/community_pages/{kind}',
    summary: "The host community's own text for /faq or /legal in a language; a null body when it wrote none there",
    access: 'public',
    pathParameters: kind,
    query: ZCommunityPageQuery,
    responses: {
      200: data(ZCommunityPage, "The community's text, or a null body"),
      404: 'NOT_FOUND: this host names no community, or no such page',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/community_pages/{kind}',
    summary: "Write the community's own text for /faq or /legal in a language (community admins); an empty body restores the product's",
    access: 'session',
    pathParameters: kind,
    body: { kind: 'json', schema: ZCommunityPageRequest },
    responses: {
      200: data(ZCommunityPage, 'Written, or removed for an empty body'),
      403: 'FORBIDDEN: not a community admin',
      404: 'NOT_FOUND: no such page',
    },
  }),
];
