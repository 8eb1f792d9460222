import humps from 'humps';

/** Enough for every key the contract names; keys beyond it (ids used as keys, say) are converted but not kept. */
const KEPT_KEYS = 2_000;

/**
 * humps converts every key with a regular expression, and a journal page repeats the same few
 * dozen keys thousands of times: 6% of a dashboard's server render and 14% of the backend's work
 * on a journal page. Each key is converted once per process and direction.
 */
function keptConversion() {
  const kept = new Map<string, string>();
  return (key: string, convert: (key: string) => string): string => {
    let converted = kept.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (kept.size < KEPT_KEYS) kept.set(key, converted);
    }
    return converted;
  };
}

const camelizeKey = keptConversion();
const snakeKey = keptConversion();

/** The wire's snake_case answer in the front end's camelCase (spec §7). */
export function camelizeWire(data: unknown): unknown {
  return humps.camelizeKeys(data as object, camelizeKey);
}

/** An answer in the wire's snake_case, as the spec's clients expect. */
export function snakeWire(data: unknown): unknown {
  return humps.decamelizeKeys(data as object, snakeKey);
}
