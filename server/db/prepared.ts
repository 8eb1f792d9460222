import 'server-only';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { executeOnPGlite } from './pglite-prepared';

const dialect = new PgDialect();

/**
 * A raw statement of a hot path, built and compiled to text once, then run with fresh values for
 * its `sql.placeholder`s. Building a drizzle query costs more in Node than PostgreSQL spends
 * running it (a profile of journal pages: a third of the backend's time went to turning the same
 * query builders into the same text, request after request). The text is compiled once
 * per process. On PostgreSQL each connection prepares it under its name (db/preparing-client.ts),
 * so that it is parsed and planned once; on PGlite, whose queries are planned at every run,
 * db/pglite-prepared.ts does the same with PREPARE and EXECUTE. Elsewhere (a PGlite
 * transaction) each database gets its own drizzle handle.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, build: () => SQL) {
  let compiled: ReturnType<PgDialect['sqlToQuery']> | undefined;
  const handles = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Database, values: Values): Promise<Row[]> => {
    compiled ??= dialect.sqlToQuery(build());
    const onPGlite = await executeOnPGlite<Row>(db, name, compiled, values);
    if (onPGlite) return onPGlite;
    let handle = handles.get(db);
    if (!handle) {
      handle = db._.session.prepareQuery(compiled, undefined, name, false);
      handles.set(db, handle);
    }
    return ((await handle.execute(values)) as { rows: Row[] }).rows;
  };
}
