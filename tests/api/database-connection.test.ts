import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { inTransaction } from '@/server/db/client';
import { startTestApi, type TestApi } from '../support/api-harness';

/**
 * A PostgreSQL restart or failover closes the pool's idle connections under it. Node's `pg`
 * then emits 'error' on the pool, and with no listener that event ends the process: every
 * request in flight fails and the supervisor has to restart the backend. This runs on the
 * machine's PostgreSQL whatever the suite's engine (it always answers on 127.0.0.1 here).
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
let api: TestApi;

beforeAll(async () => {
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = serverUrl;
  try {
    api = await startTestApi();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
});
afterAll(() => api.close());

describe('the PostgreSQL connection pool', () => {
  it('outlives the server closing its connections, and the next request gets a fresh one', async () => {
    expect((await api.request('/health')).status).toBe(200);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const database = new URL(api.databaseUrl!).pathname.slice(1);
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The idle clients hear of it asynchronously: let the 'error' events arrive before the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await api.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('prepares each parameterised statement once per connection, under a name drawn from its text', async () => {
    const prepared = await inTransaction(api.db, async (tx) => {
      // One connection for the whole transaction: the statement stays prepared on it.
      for (const id of [1, 2]) await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
      return (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as { rows: { name: string; statement: string }[] };
    });
    const mine = prepared.rows.filter((row) => row.statement.includes('from "users" where "users"."id" = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toMatch(/^s_[0-9a-f]{24}$/);
  });
});
