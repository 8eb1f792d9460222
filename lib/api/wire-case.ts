import humps from 'humps';

/** Enough for every key the contract names; keys beyond it (ids used as keys, say) are converted but not kept. */
const KEPT_KEYS = 2_000;
const camelized = new Map<string, string>();

/**
 * humps converts every key with a regular expression, and a journal page repeats the same few
 * dozen keys thousands of times: 6% of a dashboard's server render (issue 8). Each key is now
 * converted once per process.
 */
function camelizeKey(key: string, convert: (key: string) => string): string {
  let camel = camelized.get(key);
  if (camel === undefined) {
    camel = convert(key);
    if (camelized.size < KEPT_KEYS) camelized.set(key, camel);
  }
  return camel;
}

/** The wire's snake_case answer in the front end's camelCase (spec §7). */
export function camelizeWire(data: unknown): unknown {
  return humps.camelizeKeys(data as object, camelizeKey);
}
