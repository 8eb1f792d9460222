import 'server-only';
import type { z } from 'zod';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import type { AppContext } from '../../http/context';
import { InvalidError } from '../../platform/errors';
import { HttpError } from '../../http/errors';
import { camelizeBody, parseWith, readJson } from '../../http/validate';

const LOGO_FIELD = 'group[logo]';
/** Far more parts than a group's form has (two lists of 50 items, four fields each). */
const MAX_PARTS = 500;
const MAX_KEY_DEPTH = 4;
const MAX_INDEX = 999;

/** Keys that would reach an object's prototype once assigned. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Leaves are the typed values of the parts (strings, ids, markers). */
type Tree = { [key: string]: Tree | string | number | boolean };

/** `group[skills_attributes][0][name]` → ['group', 'skills_attributes', '0', 'name']; null when not that shape. */
function keyPath(key: string): string[] | null {
  const match = /^([A-Za-z_]+)((?:\[[A-Za-z0-9_]+\])*)$/.exec(key);
  if (!match) return null;
  const path = [match[1], ...[...match[2].matchAll(/\[([A-Za-z0-9_]+)\]/g)].map((m) => m[1])];
  if (path.some((part) => UNSAFE_KEYS.has(part))) return null;
  return path.length <= MAX_KEY_DEPTH + 1 ? path : null;
}

/** Objects whose keys are all indexes become arrays in index order, as Rails reads them. */
function withArrays(node: Tree[string]): unknown {
  if (typeof node !== 'object') return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((k) => [k, withArrays(node[k])]));
  if (keys.length && keys.every((k) => /^\d{1,3}$/.test(k) && Number(k) <= MAX_INDEX)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => values[k]);
  }
  return values;
}

/**
 * Form values are strings: ids and `_destroy` markers are read as the JSON form writes them, so
 * that one schema validates both. Anything else is left for the schema to refuse.
 */
function typed(key: string, value: string): string | number | boolean {
  if ((key === 'id' || key === 'community_id') && /^\d{1,10}$/.test(value)) return Number(value);
  if (key === '_destroy' && ['true', '1', 'false', '0'].includes(value)) return value === 'true' || value === '1';
  return value;
}

/** Rails-style bracketed parts into one object: `{group: {name, skills_attributes: [{id, _destroy}]}, community_id}`. */
function nest(body: Record<string, string | File | (string | File)[]>): unknown {
  const entries = Object.entries(body);
  if (entries.length > MAX_PARTS) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts');
  const root: Tree = {};
  const errors: Record<string, string[]> = {};
  for (const [key, raw] of entries) {
    if (key === LOGO_FIELD) continue;
    const path = keyPath(key);
    if (!path) continue;
    if (typeof raw !== 'string') {
      errors[path.join('.')] = ['must be text'];
      continue;
    }
    // A part both a value and a branch (`group[name]` and `group[name][x]`): the first one sent wins.
    let node: Tree | null = root;
    for (const part of path.slice(0, -1)) {
      const next: Tree[string] | undefined = node[part];
      if (next !== undefined && typeof next !== 'object') {
        node = null;
        break;
      }
      node = node[part] = next ?? {};
    }
    const last = path[path.length - 1];
    if (node && node[last] === undefined) node[last] = typed(last, raw);
  }
  if (Object.keys(errors).length) throw new InvalidError(errors);
  return withArrays(root);
}

function logoOf(file: unknown): Buffer | Promise<Buffer> | null {
  if (file === undefined || file === '') return null;
  if (!(file instanceof File)) throw new InvalidError({ logo: ['must be a file'] });
  if (file.size === 0) throw new InvalidError({ logo: ['is empty'] });
  // Refused before its bytes are copied again; the picture service checks the real bytes too.
  if (file.size > PICTURE_MAX_BYTES) throw new InvalidError({ logo: [`is too large (${PICTURE_MAX_BYTES / 1024 / 1024} MB at most)`] });
  return file.arrayBuffer().then((bytes) => Buffer.from(bytes));
}

/**
 * Spec §7 POST and PUT /v2/groups: multipart/form-data with bracketed parts (`group[name]`,
 * `group[logo]`, `group[tags_attributes][0][name]`, `community_id`), or the same fields as a JSON
 * body (no logo then). Fields and logo are checked before anything is stored.
 */
export async function readGroupForm<S extends z.ZodType>(c: AppContext, schema: S): Promise<{ fields: z.infer<S>; logo: Buffer | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return { fields: await readJson(c, schema, 'group'), logo: null };
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'MALFORMED_BODY', 'Request body is not valid multipart/form-data');
  }
  let fields: z.infer<S> | null = null;
  const errors: Record<string, string[]> = {};
  try {
    fields = parseWith(schema, camelizeBody(nest(body) as object), 'group');
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
    Object.assign(errors, error.fields);
  }
  let logo: Buffer | null = null;
  try {
    const file = body[LOGO_FIELD];
    logo = await logoOf(Array.isArray(file) ? file[0] : file);
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
    Object.assign(errors, error.fields);
  }
  if (Object.keys(errors).length) throw new InvalidError(errors);
  return { fields: fields as z.infer<S>, logo };
}
