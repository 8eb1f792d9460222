import 'server-only';
import { z } from 'zod';
import { ZExperienceCreate, ZExperienceUpdate } from '@/lib/validation/experience';
import { ZLoginRequest, ZRefreshRequest, ZUserUpdateRequest } from '@/lib/validation/user';

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } });

const errorResponses = {
  '400': { description: 'Malformed JSON: `{error: {code: "MALFORMED_JSON", message}}`' },
  '401': { description: 'Missing, invalid, expired or revoked token: `{error: {code, message}}`' },
  '403': { description: 'Not allowed, cross-site write, or COMMUNITY_MISMATCH with `error.community`' },
  '404': { description: 'Unknown id, or an id of another community: `{error: {code: "NOT_FOUND", message}}`' },
  '422': { description: 'Validation: `{errors: {field: [messages]}}`' },
};

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } } as const;

const experienceAnswer = {
  description:
    '`{data: experience}`: id, type, description, date, created_at, updated_at, picture_url, picture_width, picture_height, ' +
    'user_attributes, address_attributes, link, tags_attributes, skills_attributes, certification_attributes, ' +
    'sharing_parameters, group_ids, groups, official, highlight, micro_recognition, public_token (author, or public items)',
};

/** `experience` (snake_case JSON string) and the file `experience[picture]`. */
const experienceMultipart = (required: boolean) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: required ? ['experience', 'experience[picture]'] : ['experience[picture]'],
        properties: {
          ...(required && { experience: { type: 'string', description: 'JSON of the experience fields (schema below, snake_case)', contentMediaType: 'application/json', contentSchema: z.toJSONSchema(ZExperienceCreate, { io: 'input' }) } }),
          'experience[picture]': { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP (or HEIF when readable), 10 MB at most' },
        },
      },
    },
  },
});

const pathId = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } }) as const;
const pageParameter = { name: 'page', in: 'query', schema: { type: 'string', pattern: '^\\d+$', default: '0' } } as const;
const flagParameter = (name: string, description: string) => ({ name, in: 'query', schema: { type: 'string', enum: ['true', 'false'], default: 'false' }, description });

/** Spec §7 journals: one page of 20 items the caller may read, newest first. */
const journalOperation = (summary: string, extra: object[] = []) => ({
  summary,
  parameters: [
    ...extra,
    pageParameter,
    flagParameter('only_experiences', 'Experiences only'),
    flagParameter('only_stories', 'Stories only (not with only_experiences or certified: 422)'),
    flagParameter('certified', 'Experiences with at least one certification only'),
  ],
  responses: {
    '200': {
      description:
        '`{data: {paginated_results: [{journal_item: experience (type "Experience") | story (type "Story")}], total_pages: {pages}}}`, ' +
        'created_at desc, id desc. pages is exact up to 50 pages past the one asked for, a lower bound beyond. ' +
        'Story: id, type, title, description, date, created_at, updated_at, experience_pictures [{picture_url}], user_attributes, sharing_parameters, official, public_token',
    },
    '401': errorResponses['401'],
    '403': { description: 'FORBIDDEN: a journal for community admins' },
    '404': { description: "An id of another community, an unknown id, or one that is not all digits" },
    '422': { description: '`{errors: {page | only_experiences | only_stories | certified: [messages]}}`' },
  },
});

const placeQuery = [
  { name: 'query', in: 'query', schema: { type: 'string', maxLength: 200 }, description: 'Search by name (forward)' },
  { name: 'latitude', in: 'query', schema: { type: 'string' }, description: 'With longitude: nearest places (reverse)' },
  { name: 'longitude', in: 'query', schema: { type: 'string' } },
  { name: 'language', in: 'query', schema: { type: 'string', enum: ['fr', 'en', 'it', 'el', 'nl', 'pt'], default: 'fr' } },
];

/**
 * The `/v2` contract. Bodies are snake_case on the wire; the schemas below are the shared
 * zod schemas (lib/validation) and are written in camelCase, as the server camelises input.
 */
export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Learning journal API', version: '2.0.0' },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'Opaque token from the Authorization header of POST /v2/login' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'Browser session set by the web front end; writes must be same-origin' },
    },
  },
  security: [{ bearer: [] }, { cookie: [] }],
  paths: {
    '/health': { get: { summary: 'Database reachable', security: [], responses: { '200': { description: 'ok' }, '503': { description: 'database unreachable' } } } },
    '/v2/login': {
      post: {
        summary: 'Sign in on the community of the request host',
        security: [],
        requestBody: { content: json(ZLoginRequest) },
        responses: {
          '200': { description: '`{data: user, meta: {refresh_token, expires_at}}`; token in the Authorization header' },
          '401': { description: 'INVALID_CREDENTIALS' },
          '403': { description: 'COMMUNITY_MISMATCH: the account belongs to `error.community`' },
          '422': errorResponses['422'],
          '429': { description: 'RATE_LIMITED, per account and per address, with Retry-After' },
        },
      },
    },
    '/v2/refresh': {
      post: { summary: 'Rotate a refresh token', security: [], requestBody: { content: json(ZRefreshRequest) }, responses: { '200': { description: 'new token in Authorization' }, '401': { description: 'INVALID_REFRESH_TOKEN' } } },
    },
    '/v2/logout': { delete: { summary: 'Revoke the current token', responses: { '204': { description: 'revoked' }, '401': errorResponses['401'] } } },
    '/v2/session': { get: { summary: 'The signed-in user', responses: { '200': { description: '`{data: user}`' }, '401': errorResponses['401'], '403': errorResponses['403'] } } },
    '/v2/users/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } }],
      get: { summary: 'A user: oneself, or as community admin', responses: { '200': { description: '`{data: user}`' }, ...errorResponses } },
      put: { summary: 'Update a user (firstname, lastname, locale, tutorial_seen)', requestBody: { content: json(ZUserUpdateRequest) }, responses: { '200': { description: '`{data: user}`' }, ...errorResponses } },
    },
    '/v2/experiences': {
      get: {
        summary: "The caller's own experiences in the session community, newest first, 20 per page",
        parameters: [{ name: 'page', in: 'query', schema: { type: 'string', pattern: '^\\d+$', default: '0' } }],
        responses: { '200': { description: '`{data: {paginated_results: [experience], total_pages: {pages}}}`' }, '401': errorResponses['401'], '422': errorResponses['422'] },
      },
      post: {
        summary: 'Create an experience with its picture (one transaction; the picture is re-encoded and stripped of metadata)',
        requestBody: experienceMultipart(true),
        responses: {
          '201': experienceAnswer,
          '400': { description: 'The experience field is not JSON, or the multipart body is malformed' },
          '401': errorResponses['401'],
          '413': { description: 'Body over 12 MB' },
          '415': { description: 'Neither multipart/form-data nor JSON' },
          '422': { description: '`{errors: {picture: [...], description: [...], skills_attributes.0.skill_id: [...], group_ids: [...]}}`' },
        },
      },
    },
    '/v2/experiences/public_experience': {
      get: {
        summary: 'A public experience by its token, signed in or not (on a community host: only that community\'s)',
        security: [],
        parameters: [{ name: 'public_token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': experienceAnswer, '404': { description: 'Unknown token, not public, or another community' }, '422': errorResponses['422'] },
      },
    },
    '/v2/experiences/{id}': {
      parameters: [idParameter],
      get: { summary: 'One experience the caller may see (private, group, community, public)', responses: { '200': experienceAnswer, '401': errorResponses['401'], '404': errorResponses['404'] } },
      patch: {
        summary: 'Change an experience (author only); any subset, e.g. only address_attributes or only tags_attributes',
        requestBody: { content: json(z.object({ experience: ZExperienceUpdate })) },
        responses: { '200': experienceAnswer, ...errorResponses },
      },
      delete: { summary: 'Delete an experience and its picture (author only)', responses: { '204': { description: 'deleted' }, '401': errorResponses['401'], '403': errorResponses['403'], '404': errorResponses['404'] } },
    },
    '/v2/experience_pictures/{id}': {
      parameters: [idParameter],
      get: { summary: "An experience's picture", responses: { '200': { description: '`{data: {url, width, height}}`' }, '401': errorResponses['401'], '404': errorResponses['404'] } },
      patch: {
        summary: 'Replace the picture (author only); the old file is removed',
        requestBody: experienceMultipart(false),
        responses: { '200': experienceAnswer, ...errorResponses, '413': { description: 'Body over 12 MB' } },
      },
    },
    '/v2/pictures/{file}': {
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}\\.jpg$' } }],
      get: {
        summary: 'A stored picture by content-hash name (no session needed; cached for a year, immutable)',
        security: [],
        responses: { '200': { description: 'image/jpeg' }, '304': { description: 'If-None-Match matched' }, '404': errorResponses['404'] },
      },
    },
    '/v2/journal_items/': { get: journalOperation("The caller's own items in the session community") },
    '/v2/journal_items': { get: journalOperation('The same as /v2/journal_items/ (trailing slash optional)') },
    '/v2/journal_items/{userId}/user_journal': {
      parameters: [pathId('userId')],
      get: journalOperation("A member's items that the caller may read (any member of the same community; another community's user: 404)"),
    },
    '/v2/journal_items/{communityId}/official_journal': {
      parameters: [pathId('communityId')],
      get: journalOperation("Items marked official that the caller may read; any member of that community (another community's id: 404)"),
    },
    '/v2/journal_items/user_recommendation_journal': {
      get: journalOperation("Others' items the caller may read whose author shares a group with the caller, or (experiences) that rate a skill the caller rated"),
    },
    '/v2/group_journal_items': {
      get: journalOperation(
        'Items the caller may read whose author is a member of the group; community admins only (403), group of the session community (404 otherwise)',
        [{ name: 'group_id', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d+$' } }],
      ),
    },
    '/v2/community_journal_items': {
      get: journalOperation("The community's items the caller may read; community admins only (403), the session's community only (404)", [
        { name: 'community_id', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
      ]),
    },
    '/v2/users': {
      get: {
        summary: 'Members of the session community, or of one of its groups, by last name then first name, 20 per page; community admins only',
        parameters: [
          pageParameter,
          { name: 'for_dashboard', in: 'query', schema: { type: 'string', enum: ['true', 'false'] } },
          { name: 'group_id', in: 'query', schema: { type: 'string', pattern: '^\\d+$' } },
        ],
        responses: {
          '200': { description: '`{data: {paginated_results: [{id, firstname, lastname, avatar_url, status, active, email}], total_pages: {pages}}}`' },
          '401': errorResponses['401'],
          '403': { description: 'FORBIDDEN: not a community admin' },
          '404': { description: "group_id names no group of the session's community" },
          '422': errorResponses['422'],
        },
      },
    },
    '/v2/users/{id}/card': {
      parameters: [idParameter],
      get: {
        summary: 'Name and avatar of a member of the same community',
        responses: { '200': { description: '`{data: {id, firstname, lastname, avatar_url}}`' }, '401': errorResponses['401'], '404': errorResponses['404'] },
      },
    },
    '/v2/groups/{id}': {
      parameters: [idParameter],
      get: {
        summary: 'A group of the session community (view=group_info)',
        parameters: [{ name: 'view', in: 'query', schema: { type: 'string', enum: ['group_info'], default: 'group_info' } }],
        responses: {
          '200': { description: '`{data: {id, name, description, logo_url, community_id}}`' },
          '401': errorResponses['401'],
          '404': errorResponses['404'],
          '422': errorResponses['422'],
        },
      },
    },
    '/v2/stories/{id}': {
      parameters: [idParameter],
      delete: {
        summary: 'Delete a story (author only); its experiences stay',
        responses: { '204': { description: 'deleted' }, '401': errorResponses['401'], '403': errorResponses['403'], '404': errorResponses['404'] },
      },
    },
    '/v2/skills': { get: { summary: "The session community's skill list", responses: { '200': { description: '`{data: [{id, name}]}`' }, '401': errorResponses['401'] } } },
    '/v2/features': {
      get: { summary: 'Optional integrations of this deployment', security: [], responses: { '200': { description: '`{data: {unsplash: boolean, mapbox: boolean}}`' } } },
    },
    '/mapbox': {
      get: {
        summary: 'Location search (the browser\'s /api/mapbox): Mapbox when configured, else an offline gazetteer',
        security: [],
        parameters: placeQuery,
        responses: {
          '200': { description: '`{data: [{name, city, postcode, administrative, country, latitude, longitude}]}`, 8 at most' },
          '422': errorResponses['422'],
          '429': { description: 'RATE_LIMITED: 60 per minute per address, with Retry-After' },
          '502': { description: 'UPSTREAM_ERROR: Mapbox did not answer' },
        },
      },
    },
    '/unsplash': {
      get: {
        summary: 'Unsplash photo search (the browser\'s /api/unsplash), when a key is configured',
        parameters: [
          { name: 'query', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'page', in: 'query', schema: { type: 'string' } },
          { name: 'per_page', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: '`{data: {results: [photo], total, total_pages}}`' },
          '401': errorResponses['401'],
          '404': { description: 'FEATURE_DISABLED: no Unsplash key' },
          '422': errorResponses['422'],
          '429': { description: 'RATE_LIMITED' },
          '502': { description: 'UPSTREAM_ERROR' },
        },
      },
    },
    '/trackUnsplashDownload': {
      get: {
        summary: 'Report the download of an Unsplash photo (Unsplash API terms)',
        parameters: [{ name: 'download_location', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'reported' }, '401': errorResponses['401'], '404': { description: 'FEATURE_DISABLED' }, '422': errorResponses['422'], '502': { description: 'UPSTREAM_ERROR' } },
      },
    },
    '/v2/communities/current': { get: { summary: 'Brand of the request host community', security: [], responses: { '200': { description: '`{data: community | null}`' } } } },
    '/public_api/v1/communities': {
      get: {
        summary: 'Favicon lookup by community url',
        security: [],
        parameters: [{ name: 'community[url]', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: '`{data: {name, url, favicon_url}}`' }, '404': errorResponses['404'], '422': errorResponses['422'] },
      },
    },
  },
} as const;
