import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/server/db/schema';
import type { TestApi } from './api-harness';

/** Every table of the schema, found by reflection: a table added later is watched without a change here. */
const TABLES = Object.values(schema)
  .filter((value: unknown): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/**
 * A digest of every row of every table, and of the stored files: what a refused request must
 * leave exactly as it found it. One statement, whatever the number of tables.
 */
export async function fingerprint(api: TestApi): Promise<Record<string, string>> {
  // The outbox's delivery state is the background sender's, not a request's, and so is an export's
  // progress: let rounds an earlier request woke finish first (the export's before the mail it queues).
  await api.deps.dataExports.idle();
  await api.deps.mail.idle();
  const parts = TABLES.map(
    (name) => sql`select ${name} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const { rows } = (await api.db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { name: string; digest: string }[] };
  const digests: Record<string, string> = Object.fromEntries(rows.map((r) => [r.name, r.digest]));
  digests.files = (await api.storedFiles()).join(',');
  return digests;
}
