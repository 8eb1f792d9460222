import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction typed as the database itself, so services take one `Database` whether they
 * run inside a transaction or not. Drizzle types the two drivers' transactions apart; the
 * cast that joins them lives here, once.
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database));

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * One schema, one set of migrations, two engines: embedded PGlite (a directory, or
 * `memory://` for tests) by default, a real PostgreSQL when a postgres:// URL is given.
 */
export async function openDatabase(target: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (target.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { PreparingClient } = await import('./preparing-client');
    const pool = new Pool({ connectionString: target.url, max: 10, Client: PreparingClient });
    // A server restart or failover closes idle connections under the pool: without a listener the
    // 'error' it emits would end the process. The pool drops that client; the next query opens another.
    pool.on('error', (error) => console.warn(`An idle database connection was closed (${error.message}); the next query opens a new one.`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = target.dataDir ?? 'memory://';
  // PGlite creates only the last folder of its path; a fresh clone has no ./data yet.
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the member search's index (migration 0023); PGlite builds extensions in, to load.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
