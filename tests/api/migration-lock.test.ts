import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { createLocalDiskStorage } from '@/server/platform/storage';
import { createSecretBox } from '@/server/platform/secret-box';
import { seedDemoCommunities } from '@/server/processes/shared';
import { demoAccounts } from '@/server/seed/seed';
import { scratchDatabases } from '../support/scratch-databases';
import { openTestPglite } from '../support/test-database';

/**
 * Processes starting together on one database: several API instances rolled out at once, or a
 * release's `npm run migrate` beside a backend that still migrates on start. Each test makes a
 * fresh PostgreSQL database of its own (the race needs an empty one) on the machine's server,
 * whatever the suite's engine, as database-connection.test.ts does; seeding also runs on the
 * suite's engine.
 */
const databases = scratchDatabases('t');
const freshDatabase = databases.fresh;
const closers: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
  await databases.dropAll();
});

const journal = JSON.parse(readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

/** Every migration recorded once, and every table of the schema present. */
async function expectCompleteSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const tables = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(schemaTables));
  } finally {
    await client.end();
  }
}

describe('migrations under the advisory lock', () => {
  it('three backends opening one empty PostgreSQL database at once all start, and the schema is complete', async () => {
    const url = await freshDatabase();
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url, poolMax: 2 })));
    for (const result of opened) if (result.status === 'fulfilled') closers.push(result.value.close);
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    await expectCompleteSchema(url);
  });

  it('migrates again as a no-op, and with a pool of one connection', async () => {
    const url = await freshDatabase();
    const first = await openDatabase({ url, poolMax: 1 });
    closers.push(first.close);
    await first.migrate();
    await expectCompleteSchema(url);
  });

  it('`npm run migrate --seed-demo` run twice at once: both succeed, one schema, one demo', async () => {
    const url = await freshDatabase();
    const data = await mkdtemp(path.join(tmpdir(), 'journal-migrate-'));
    closers.push(() => rm(data, { recursive: true, force: true }));
    const env = {
      ...process.env,
      DATABASE_URL: url,
      UPLOADS_DIR: path.join(data, 'uploads'),
      SECRETS_KEY_FILE: path.join(data, 'secrets.key'),
      BADGES_MASTER_KEY: randomBytes(32).toString('base64'),
    };
    const run = () => promisify(execFile)(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'server/migrate.ts', '--seed-demo'], { env });
    const runs = await Promise.allSettled([run(), run()]);
    expect(runs.map((result) => (result.status === 'rejected' ? String(result.reason) : 'done'))).toEqual(['done', 'done']);
    await expectCompleteSchema(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const communities = await client.query('SELECT slug FROM communities ORDER BY slug');
      expect(communities.rows.map((row) => row.slug)).toEqual(['demo', 'lycee-mistral']);
      const users = await client.query('SELECT count(*)::int AS n FROM users');
      expect(users.rows[0].n).toBe(demoAccounts().length);
    } finally {
      await client.end();
    }
  }, 180_000);
});

describe('seeding the demo', () => {
  let database: DatabaseHandle;
  let uploads: string;
  beforeAll(async () => {
    database = process.env.DATABASE_URL ? await openDatabase({ url: await freshDatabase() }) : await openTestPglite();
    closers.push(() => database.close());
    uploads = await mkdtemp(path.join(tmpdir(), 'journal-seed-'));
    // The seed prints every demo account, for a person starting the product; not for this run's log.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    closers.push(() => rm(uploads, { recursive: true, force: true }));
  });

  it('twice at once gives one copy of each community, person and experience', async () => {
    const shared = { database, storage: createLocalDiskStorage(uploads), badgeKeys: createSecretBox(randomBytes(32)) };
    // Two connections open and idle in the pool, so that both seeds start together: opening the
    // second on demand would give the first a head start wide enough to hide the race.
    await Promise.all([1, 2].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    await Promise.all([seedDemoCommunities(shared, 'http://localhost:3000'), seedDemoCommunities(shared, 'http://localhost:3000')]);
    const { db } = database;
    expect((await db.select().from(schema.communities)).map((c) => c.slug).sort()).toEqual(['demo', 'lycee-mistral']);
    expect(await db.$count(schema.users)).toBe(demoAccounts().length);
    // The learner's four in each community and the demo journals' 28, as seed.test.ts counts them once.
    expect(await db.$count(schema.experiences)).toBe(8 + 28);
  }, 120_000);
});
