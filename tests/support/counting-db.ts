import type { Database } from '@/server/db/client';

/** Counts the statements sent through a database handle, whatever builder sends them. */
export function countingDb(db: Database) {
  let queries = 0;
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value === 'function' && ['select', 'selectDistinct', 'selectDistinctOn', 'execute', 'query'].includes(String(prop))) {
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: counted as Database, queries: () => queries };
}
