import 'server-only';
import { z } from 'zod';
import type { AppContext } from './context';

/**
 * One operation of the API, declared once in its module's operations.ts: method, path, request,
 * responses, who may call it, and its handler. mount.ts routes and validates from it, and the
 * OpenAPI document (openapi.ts) is written from it. Schemas are the shared zod schemas of
 * lib/shared/validation, written in camelCase as the code reads them; the wire and the document
 * snake-case them.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `session`: needs a signed-in caller; `public`: anyone (a token, if sent, may still change the answer). */
export type Access = 'public' | 'session';

export type Answer =
  | { kind: 'json'; schema: z.ZodType }
  /** `{error: {code, message, …}}`, or for 422 also `{errors: {field: [messages]}}`. */
  | { kind: 'refusal' }
  | { kind: 'empty' }
  | { kind: 'binary'; mediaType: string }
  /** A JSON-LD document (credential, DID document) under its own media type, its names as they are (no snake_case). */
  | { kind: 'linkedData'; mediaType: string; schema: z.ZodType };

export type Response = { description: string; answer: Answer };

export type RequestBody =
  /** `multipart`: the same operation also takes a form (PUT /v2/users/{id} with an avatar file). */
  | {
      kind: 'json';
      schema: z.ZodType;
      multipart?: Record<string, unknown>;
      /** Field errors are named below this key (`{user: {email}}` → `errors.email`). */
      wrapper?: string;
      /** A JSON-LD document (a credential): its names are read as they are, not camelised. */
      linkedData?: true;
      /** Characters of JSON taken, when the schema accepts more than the default (validate.ts). */
      maxChars?: number;
    }
  /** Multipart parts: a JSON schema of its own, as zod does not describe files. */
  | { kind: 'multipart'; schema: Record<string, unknown> }
  /** `application/x-www-form-urlencoded` (an OAuth 2.0 token request), its names as they are. */
  | { kind: 'form'; schema: z.ZodType };

export type PathParameter = { pattern: string; description?: string };

/**
 * What a handler reads of its request, validated by the declared schemas when it asks: the
 * handler decides the order (rights before work: a body is read only once the caller may act).
 */
export type OperationRequest<Q extends z.ZodObject | undefined, B extends RequestBody | undefined> = {
  query: () => Q extends z.ZodObject ? z.infer<Q> : never;
  body: () => Promise<B extends { kind: 'json' | 'form'; schema: infer S extends z.ZodType } ? z.infer<S> : never>;
};

export type Handler<Q extends z.ZodObject | undefined = z.ZodObject | undefined, B extends RequestBody | undefined = RequestBody | undefined> = (
  c: AppContext,
  request: OperationRequest<Q, B>,
) => globalThis.Response | Promise<globalThis.Response>;

export type Operation<Q extends z.ZodObject | undefined = z.ZodObject | undefined, B extends RequestBody | undefined = RequestBody | undefined> = {
  method: Method;
  /** OpenAPI form: /v2/experiences/{id}. */
  path: string;
  summary: string;
  access: Access;
  /** Wire names (snake_case, `community[url]`); each property becomes a query parameter. */
  query?: Q;
  /** Patterns of the path's parameters; digits by default. */
  pathParameters?: Record<string, PathParameter>;
  /** Request headers the operation reads beyond the session (e.g. Idempotency-Key). */
  headers?: Record<string, PathParameter & { description: string }>;
  body?: B;
  responses: Record<number, Response>;
  /**
   * Served before any session is read (stored pictures, place search, did:web): the request
   * carries nothing a session would change, and it costs no lookup.
   */
  sessionless?: true;
  /**
   * A write a deactivated account may still make: a public step a sent token must not change
   * (signing in, resetting a password), or one that only reads (a PDF of its own work, checking
   * a credential). Every other write of a deactivated account is refused (ACCOUNT_DEACTIVATED).
   */
  deactivatedMayCall?: true;
  /**
   * An OAuth 2.0 endpoint (OpenID4VCI's token and credential endpoints): every refusal is in the
   * protocol's shape (OAuthRefusal), and a body that cannot be read or validated is the
   * protocol's `malformed` error, 400, instead of our 400/415/422.
   */
  oauth?: { malformed: string };
  handler: Handler<Q, B>;
};

/** What mount() and the document read of any operation, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any>;

export const json = (schema: z.ZodType, description: string): Response => ({ description, answer: { kind: 'json', schema } });
/** `{data: …}`: how every /v2 answer wraps what it carries. */
export const data = (schema: z.ZodType, description: string): Response => json(z.object({ data: schema }), description);
export const refusal = (description: string): Response => ({ description, answer: { kind: 'refusal' } });
export const empty = (description: string): Response => ({ description, answer: { kind: 'empty' } });
export const binary = (mediaType: string, description: string): Response => ({ description, answer: { kind: 'binary', mediaType } });
export const linkedData = (mediaType: string, schema: z.ZodType, description: string): Response => ({ description, answer: { kind: 'linkedData', mediaType, schema } });
/** JSON whose names a protocol fixes (OpenID4VCI's `pre-authorized_code`, OAuth's errors): sent as they are, not snake_cased. */
export const protocolJson = (schema: z.ZodType, description: string): Response => linkedData('application/json', schema, description);

type Declared<Q extends z.ZodObject | undefined, B extends RequestBody | undefined> = Omit<Operation<Q, B>, 'responses'> & {
  responses: Record<number, Response | string>;
};

const isWrite = (method: Method) => method !== 'get';

/**
 * The refusals every operation of a kind shares, added here so that no declaration forgets
 * one: bad query or body (422, and 400/413/415 for bodies), no or a bad session (401), a
 * session of another community (403 COMMUNITY_MISMATCH), a cookie write from another site or
 * by a deactivated account (403), an id that names nothing the caller may see (404).
 * A declaration's refusal (a string is its description) comes first, before the shared
 * reasons for the same status, so a declaration names only what is its own.
 */
export function operation<Q extends z.ZodObject | undefined = undefined, B extends RequestBody | undefined = undefined>(
  declared: Declared<Q, B>,
): Operation<Q, B> {
  const shared: Record<number, string> = {};
  if (declared.oauth) {
    // The protocol's own 400 is declared by the operation.
    if (declared.body) shared[413] = 'PAYLOAD_TOO_LARGE';
  } else {
    if (declared.query || declared.body) shared[422] = 'Validation: `{errors: {field: [messages]}}`, or `{error: {code, message}}` for a refused value';
    if (declared.body) {
      shared[400] = 'MALFORMED_JSON or MALFORMED_BODY: the body cannot be read';
      shared[413] = 'PAYLOAD_TOO_LARGE';
      shared[415] = 'UNSUPPORTED_MEDIA_TYPE';
    }
  }
  if (declared.access === 'session') {
    shared[401] = 'UNAUTHORIZED (no session) or INVALID_TOKEN (unknown, expired or revoked)';
    shared[403] = 'COMMUNITY_MISMATCH (the session belongs to `error.community`)' + (isWrite(declared.method) ? ', CROSS_SITE_REQUEST or ACCOUNT_DEACTIVATED' : '');
  } else if (/^\/(v2|public_api)\//.test(declared.path)) {
    // A token, when sent, is still read: one of another community is refused here too.
    shared[403] = 'COMMUNITY_MISMATCH: a session of another community was sent' + (isWrite(declared.method) ? '; CROSS_SITE_REQUEST' : '');
  }
  if (/\{\w+\}/.test(declared.path)) shared[404] = "NOT_FOUND: a path parameter names nothing the caller may see (unknown, another community's, or malformed)";
  const responses: Record<number, Response> = {};
  for (const [status, description] of Object.entries(shared)) responses[Number(status)] = refusal(description);
  for (const [status, response] of Object.entries(declared.responses)) {
    const alsoShared = shared[Number(status)];
    responses[Number(status)] = typeof response !== 'string' ? response : refusal(alsoShared ? `${response}; ${alsoShared}` : response);
  }
  return { ...declared, responses };
}

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;
