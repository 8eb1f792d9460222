import 'server-only';
import humps from 'humps';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Wire names: camelCase keys become snake_case, Rails-style markers such as `_destroy` keep theirs. */
const wireName = (key: string) => (key.startsWith('_') ? key : humps.decamelize(key));

/** Renames the property names (and `required` entries) of a JSON Schema to the wire's, at every depth. */
function toWire(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toWire);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [wireName(name), toWire(schema)]));
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => wireName(String(name)));
    } else {
      out[key] = toWire(value);
    }
  }
  return out;
}

/**
 * A zod schema as the wire's JSON Schema (draft 2020-12): `input` for what clients send (before
 * defaults and transforms), `output` for what the server answers. Answers are closed
 * (additionalProperties: false), so a field the document does not name fails the API suite.
 */
export function wireSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  return toWire(documentSchema(schema, io)) as Json;
}

/** A zod schema as JSON Schema with its names as they are: JSON-LD documents are not snake_cased. */
export function documentSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  // The document declares its dialect once; embedded schemas carry none.
  delete converted.$schema;
  return converted;
}
