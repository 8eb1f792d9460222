import 'server-only';
import { z } from 'zod';
import { documentSchema, wireSchema } from './json-schema';
import type { AnyOperation, Response } from './operation';

type Json = Record<string, unknown>;

/** `{error: {code, message, …}}`: every refusal but field validation; some carry more (COMMUNITY_MISMATCH's community). */
const ZRefusal = z.object({ error: z.looseObject({ code: z.string(), message: z.string() }) });
/** `{errors: {field: [messages]}}`: field validation (422). */
const ZFieldErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) });

const refusalSchema = (status: number) =>
  status === 422 ? { oneOf: [wireSchema(ZFieldErrors, 'output'), wireSchema(ZRefusal, 'output')] } : wireSchema(ZRefusal, 'output');

/** Every 429 and 503 says when to come back (errors.ts); the API tests hold each answer to it. */
const RETRY_AFTER = { 'Retry-After': { required: true, description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } };

/** Any operation may find a service it needs down for a moment (the file storage): it says so, never with a 500. */
const UNAVAILABLE = {
  description: 'STORAGE_UNAVAILABLE: a service the call needs does not answer; nothing was written, try again after Retry-After',
  headers: RETRY_AFTER,
  content: { 'application/json': { schema: refusalSchema(503) } },
};

function responseObject(status: number, { description, answer }: Response): Json {
  switch (answer.kind) {
    case 'json':
      return { description, content: { 'application/json': { schema: wireSchema(answer.schema, 'output') } } };
    case 'refusal':
      return { description, ...((status === 429 || status === 503) && { headers: RETRY_AFTER }), content: { 'application/json': { schema: refusalSchema(status) } } };
    case 'binary':
      return { description, content: { [answer.mediaType]: { schema: { type: 'string', format: 'binary' } } } };
    case 'linkedData':
      return { description, content: { [answer.mediaType]: { schema: documentSchema(answer.schema, 'output') } } };
    case 'empty':
      return { description };
  }
}

/** Each property of the query schema is a parameter; the JSON Schema's `required` says which must be there. */
function queryParameters(query: z.ZodObject): Json[] {
  const schema = wireSchema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function pathParameters(op: AnyOperation): Json[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const declared = op.pathParameters?.[name];
    return { name, in: 'path', required: true, schema: { type: 'string', pattern: declared?.pattern ?? '^\\d+$' } };
  });
}

function headerParameters(op: AnyOperation): Json[] {
  return Object.entries(op.headers ?? {}).map(([name, { pattern, description }]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', pattern },
  }));
}

function operationObject(op: AnyOperation): Json {
  const body = op.body
    ? {
        requestBody: {
          required: true,
          content:
            op.body.kind === 'json'
              ? {
                  'application/json': { schema: op.body.linkedData ? documentSchema(op.body.schema, 'input') : wireSchema(op.body.schema, 'input') },
                  ...(op.body.multipart && { 'multipart/form-data': { schema: op.body.multipart } }),
                }
              : op.body.kind === 'form'
                ? { 'application/x-www-form-urlencoded': { schema: documentSchema(op.body.schema, 'input') } }
                : { 'multipart/form-data': { schema: op.body.schema } },
        },
      }
    : {};
  return {
    operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: op.summary,
    ...(op.access === 'public' && { security: [] }),
    parameters: [...pathParameters(op), ...(op.query ? queryParameters(op.query) : []), ...headerParameters(op)],
    ...body,
    responses: {
      503: UNAVAILABLE,
      ...Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, responseObject(Number(status), r)])),
    },
  };
}

/** The OpenAPI document of the declared operations, written once per process (server/operations.ts). */
export function buildOpenApiDocument(operations: AnyOperation[]) {
  const paths: Record<string, Json> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Learning journal API',
      version: '2.0.0',
      description:
        'Bodies and answers are snake_case. Browsers reach these paths under /api on the web origin, with the session cookie; ' +
        'writes authenticated by cookie must come from the same origin. Creates accept an Idempotency-Key header. ' +
        'The web server in front may also answer, on any path: 413 PAYLOAD_TOO_LARGE (a declared body over 12 MB) and ' +
        '503 SERVICE_UNAVAILABLE with Retry-After while the backend restarts, both in the `{error: {code, message}}` shape.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque token from the Authorization header of POST /v2/login' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'Browser session kept by the web front end' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}

