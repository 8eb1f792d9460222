import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '../platform/logger';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction typed as the database itself, so services take one `Database` whether they
 * run inside a transaction or not. Drizzle types the two drivers' transactions apart; the
 * cast that joins them lives here, once.
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database));

/** How full the database pool is: null on the embedded PGlite, which has none. */
export type PoolReading = { total: number; idle: number; waiting: number; max: number } | null;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while holding the deployment's migration lock, on the connection that holds it:
   * the migrations and the demo seed take it, so that processes starting together on one
   * database apply each migration once and seed one copy of the demo.
   */
  exclusively: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  /** Applies the migrations not applied yet, under the lock; a no-op when the schema is current. */
  migrate: () => Promise<void>;
  /** How full the connection pool is, for the metrics; null on PGlite, which has none. */
  poolUse: () => PoolReading;
};

export type DatabaseTarget = {
  /** postgres://…: a real PostgreSQL; unset: PGlite under `dataDir` (`memory://` by default). */
  url?: string;
  dataDir?: string;
  /** Connections this process may hold on PostgreSQL at once. */
  poolMax?: number;
  /** false: the schema is left as it is (a release step ran `npm run migrate`). Default true. */
  migrate?: boolean;
  /**
   * A PGlite data directory to start from (`dumpDataDir` of a migrated database), for tests:
   * initdb costs a fresh PGlite about three seconds, loading a dump a fraction of that. The
   * migrations still run after it, so a dump older than them is brought up to date.
   */
  snapshot?: Blob;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock's key, the same in every process of every release: any 64-bit number no
 * other code of the database takes would do.
 */
const MIGRATION_LOCK_KEY = 7_212_026_001;

/**
 * One schema, one set of migrations, two engines: embedded PGlite (a directory, or
 * `memory://` for tests) by default, a real PostgreSQL when a postgres:// URL is given.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = target.url ? await openPostgres(target.url, target.poolMax ?? 10) : await openPglite(target.dataDir ?? 'memory://', target.snapshot);
  if (target.migrate ?? true) await handle.migrate();
  return handle;
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { PreparingClient } = await import('./preparing-client');
  const pool = new Pool({ connectionString: url, max: poolMax, Client: PreparingClient });
  // A server restart or failover closes idle connections under the pool: without a listener the
  // 'error' it emits would end the process. The pool drops that client; the next query opens another.
  pool.on('error', (error) => log.warn({ reason: error.message }, 'An idle database connection was closed; the next query opens a new one'));
  const db = drizzle(pool, { schema });
  // A session lock on one connection of the pool, and the work on that same connection: with a
  // pool of one the work would otherwise wait for the connection the lock holds. Two processes
  // migrating an empty database at once without it both create drizzle's table (and then every
  // table) and one fails on a duplicate key of pg_type.
  const exclusively = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let isBroken = false;
    try {
      await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        return await work(drizzle(client, { schema }) as unknown as Database);
      } finally {
        await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => {
          // A connection that cannot unlock is closed below, and its lock goes with its session.
          isBroken = true;
        });
      }
    } catch (error) {
      isBroken = true;
      throw error;
    } finally {
      client.release(isBroken);
    }
  };
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    exclusively,
    migrate: () => exclusively((locked) => migrate(locked as unknown as typeof db, { migrationsFolder })),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
  };
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite creates only the last folder of its path; a fresh clone has no ./data yet.
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the member search's index (migration 0023); PGlite builds extensions in, to load.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: snapshot });
  // PGlite answers a table's size, asked at the start of every sequential or bitmap heap scan,
  // with an fstat through Node's fs (some 10 µs, where PostgreSQL pays a lseek). A journal page
  // starts some 130 scans of small tables (its per-card subqueries), 136 fstats a page, and they
  // were an eighth of the backend's CPU under load. Told that a page costs the same wherever it
  // is (its files sit in memory or on an SSD) and to prefer indexes, the planner reaches those rows
  // by index scans, 14 fstats a page: journal page 0 answers 1.7× as fast, a member search 1.4×
  // (docs/performance.md). Bitmap scans stay on (the member search's trigram index needs them),
  // and a scan is still planned where no index serves.
  await client.exec('set enable_seqscan = off; set random_page_cost = 1');
  const db = drizzle(client, { schema });
  // One process owns a PGlite folder, so the lock is this process's: its awaits would still let
  // two seeds interleave their check-then-insert steps.
  let last: Promise<unknown> = Promise.resolve();
  const exclusively = <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const turn = last.then(() => work(db as unknown as Database));
    last = turn.catch(() => {});
    return turn;
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    exclusively,
    migrate: () => exclusively(() => migrate(db, { migrationsFolder })),
    poolUse: () => null,
  };
}
