import 'server-only';
import humps from 'humps';
import type { Context } from 'hono';
import type { z } from 'zod';
import { InvalidError, notFound } from '../services/errors';
import { HttpError } from './errors';

const MAX_JSON_BYTES = 64 * 1024;

/** Field keys in `errors` are snake_case paths below the wrapper ("email", "user.email" → "email"). */
function toFieldErrors(issues: z.core.$ZodIssue[], wrapper?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (wrapper && path[0] === wrapper) path.shift();
    const key = path.length ? path.map((p) => humps.decamelize(p)).join('.') : 'base';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, wrapper?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidError(toFieldErrors(result.error.issues, wrapper));
  return result.data;
}

/** Reads a snake_case JSON body, camelises it and validates it; malformed JSON is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, wrapper?: string): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected an application/json body');
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Request body is not valid JSON');
  }
  const body = raw !== null && typeof raw === 'object' ? camelizeBody(raw as object) : raw;
  return parseWith(schema, body, wrapper);
}

/** camelCase keys, except Rails-style markers such as `_destroy`, which keep their name. */
export function camelizeBody(value: object): unknown {
  return humps.camelizeKeys(value, (key, convert) => (key.startsWith('_') ? key : convert(key)));
}

export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

/** Responses leave in snake_case, as the spec's clients expect. */
export function snake<T extends object>(value: T): unknown {
  return humps.decamelizeKeys(value);
}
