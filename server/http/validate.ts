import 'server-only';
import humps from 'humps';
import { snakeWire } from '@/lib/shared/wire-case';
import type { Context } from 'hono';
import type { z } from 'zod';
import { InvalidError, notFound } from '../platform/errors';
import { HttpError } from './errors';

/** Characters of a JSON body, unless its operation declares more (a class list). */
const MAX_JSON_CHARS = 64 * 1024;
/** Far deeper than any body of ours (an experience's nested skills go 4 levels), far shallower than a stack. */
export const MAX_JSON_DEPTH = 32;
const NUL = '\u0000';

/** Field keys in `errors` are snake_case paths below the wrapper ("email", "user.email" → "email"). */
function fieldKey(path: PropertyKey[], wrapper?: string): string {
  const parts = path.map(String);
  if (wrapper && parts[0] === wrapper) parts.shift();
  return parts.length ? parts.map((p) => humps.decamelize(p)).join('.') : 'base';
}

function toFieldErrors(issues: z.core.$ZodIssue[], wrapper?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[fieldKey(issue.path, wrapper)] ??= []).push(issue.message);
  return fields;
}

/**
 * Every value of a parsed body or query, with its path, walked with a queue rather than by
 * recursion so that no input can exhaust the stack. Bodies are depth-checked before they get here.
 */
function* walk(input: unknown): Generator<[PropertyKey[], unknown]> {
  const queue: [PropertyKey[], unknown][] = [[[], input]];
  for (let i = 0; i < queue.length; i++) {
    yield queue[i];
    const [path, value] = queue[i];
    if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) queue.push([[...path, k], v]);
  }
}

/** PostgreSQL refuses a NUL character in text (a 500 if it got there): refused on the field instead. */
function nulFieldErrors(input: unknown, wrapper?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [path, value] of walk(input)) {
    if (typeof value === 'string' && value.includes(NUL)) fields[fieldKey(path, wrapper)] = ['must not contain a NUL character'];
  }
  return fields;
}

/** Validates a body, a form's JSON part or a query string: the one door every input goes through. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, wrapper?: string): z.infer<S> {
  const nul = nulFieldErrors(input, wrapper);
  if (Object.keys(nul).length) throw new InvalidError(nul);
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidError(toFieldErrors(result.error.issues, wrapper));
  return result.data;
}

/** Reads a snake_case JSON body, camelises it and validates it; malformed JSON is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, wrapper?: string, maxChars = MAX_JSON_CHARS): Promise<z.infer<S>> {
  const raw = await readJsonValue(c, maxChars);
  const body = raw !== null && typeof raw === 'object' ? camelizeBody(raw as object) : raw;
  return parseWith(schema, body, wrapper);
}

/**
 * Reads a JSON body whose names are not ours to change (a JSON-LD credential: `@context`,
 * `credentialSubject`) and validates it as it is, with the same limits as every other body.
 */
export async function readDocument<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await readJsonValue(c, MAX_JSON_CHARS);
  if (raw !== null && typeof raw === 'object' && depthOf(raw) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'NESTING_TOO_DEEP', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return parseWith(schema, raw);
}

/**
 * Reads an `application/x-www-form-urlencoded` body (an OAuth 2.0 token request) and validates
 * its fields as they are named. A name sent twice is malformed (RFC 6749 §3.2: parameters MUST
 * NOT be repeated).
 */
export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected an application/x-www-form-urlencoded body');
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_CHARS) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (fields.has(name)) throw new HttpError(400, 'MALFORMED_BODY', `The parameter ${name} is repeated`);
    fields.set(name, value);
  }
  return parseWith(schema, Object.fromEntries(fields));
}

async function readJsonValue(c: Context, maxChars: number): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected an application/json body');
  }
  const text = await c.req.text();
  if (text.length > maxChars) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Request body is not valid JSON');
  }
  return raw;
}

/** How deep arrays and objects nest, measured without recursion. */
function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item;
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * camelCase keys, except Rails-style markers such as `_destroy`, which keep their name.
 * humps recurses once per level: a body nested a few thousand levels deep would overflow the
 * stack (a 500), so the depth is checked first, here, where every body is converted.
 */
export function camelizeBody(value: object): unknown {
  if (depthOf(value) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'NESTING_TOO_DEEP', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return humps.camelizeKeys(value, (key, convert) => (key.startsWith('_') ? key : convert(key)));
}

export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

/** Responses leave in snake_case, as the spec's clients expect. */
export function snake<T extends object>(value: T): unknown {
  return snakeWire(value);
}
