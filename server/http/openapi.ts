import 'server-only';
import { z } from 'zod';
import { ZLoginRequest, ZRefreshRequest, ZUserUpdateRequest } from '@/lib/validation/user';

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } });

const errorResponses = {
  '400': { description: 'Malformed JSON: `{error: {code: "MALFORMED_JSON", message}}`' },
  '401': { description: 'Missing, invalid, expired or revoked token: `{error: {code, message}}`' },
  '403': { description: 'Not allowed, cross-site write, or COMMUNITY_MISMATCH with `error.community`' },
  '404': { description: 'Unknown id, or an id of another community: `{error: {code: "NOT_FOUND", message}}`' },
  '422': { description: 'Validation: `{errors: {field: [messages]}}`' },
};

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
