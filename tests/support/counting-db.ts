import type { Database } from '@/server/db/client';

type Session = Database['_']['session'];
const RUNS = new Set(['execute', 'all', 'values']);

/**
 * Counts the statements a database handle runs, whatever sends them: query builders, db.execute
 * and statements prepared once (server/db/prepared.ts) all end in the session's prepareQuery, so
 * every run of a query it prepares is one statement.
 */
export function countingDb(db: Database) {
  let queries = 0;
  const countRuns = <T extends object>(query: T): T =>
    new Proxy(query, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        // Bound to the proxy: a builder chains on what `setToken` and the like return (`this`).
        if (!RUNS.has(String(prop))) return value.bind(receiver);
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      },
    });
  const session: Session = new Proxy(db._.session, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'prepareQuery') return (...args: unknown[]) => countRuns(value.apply(receiver, args));
      return typeof value === 'function' ? value.bind(receiver) : value;
    },
  });
  /** An object whose methods start statements on `this.session`: they get the counting one. */
  const withSession = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        if (prop === 'session') return session;
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(receiver) : value;
      },
    });
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      // Drizzle's builders read `this.session`; statements prepared once read `db._.session`;
      // the relational queries (`db.query.users.findFirst`) hold the session of their own.
      if (prop === 'session') return session;
      if (prop === '_') return { ...target._, session };
      if (prop === 'query') {
        return new Proxy(target.query, { get: (tables, table) => withSession(Reflect.get(tables, table) as object) });
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(receiver) : value;
    },
  });
  return { db: counted as Database, queries: () => queries };
}
