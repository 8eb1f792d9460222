import fc from 'fast-check';

/**
 * Hostile values for the fuzzing suite: what a careless client or an attacker sends. Strings
 * reach query strings, path segments and JSON fields; JSON values replace any part of a body.
 */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '𝕏'.repeat(300),
  'x'.repeat(5000),
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

export const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const NASTY_NUMBERS = [-1, 0, 0.5, -0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308];

/** A value nested deeper than any schema of ours goes, but not so deep that the test itself cannot build it. */
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: [nested(depth - 1)] });

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { _destroy: true }, nested(200)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The path (keys and indexes) of every value inside a JSON document, the root excluded. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

export type JsonMutation = { pick: number; action: 'replace' | 'delete' | 'add'; key: string; value: unknown };

export const jsonMutation: fc.Arbitrary<JsonMutation> = fc.record({
  pick: fc.nat(),
  action: fc.constantFrom('replace', 'delete', 'add'),
  key: fc.oneof(fc.constantFrom('id', 'user_id', 'community_id', 'status', 'community_admin', '__proto__', 'constructor'), fc.string({ maxLength: 12 })),
  value: hostileJson,
});

/** One change to a copy of `document`: a value replaced, a key or item removed, or a key added where an object is. */
export function mutate(document: unknown, { pick, action, key, value }: JsonMutation): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  const paths = pathsOf(copy);
  if (paths.length === 0) return value;
  const path = paths[pick % paths.length];
  const parent = path.slice(0, -1).reduce<any>((node, step) => node[step], copy);
  const last = path[path.length - 1];
  if (action === 'replace') parent[last] = value;
  else if (action === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last]) ? parent[last] : parent;
    if (!Array.isArray(target)) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * A body too deep for a recursive walker, yet small (40 kB at the default depth, under any body
 * limit): sent as text, as no JavaScript value of that depth can be serialised.
 */
export const deeplyNestedJson = (wrapper: string, depth = 20_000) => `{"${wrapper}":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Percent-encodes any string as a path segment, lone surrogates included (encodeURIComponent throws on those). */
export const pathSegment = (value: string) =>
  Array.from(new TextEncoder().encode(value), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
