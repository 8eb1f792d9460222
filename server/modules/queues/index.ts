import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataExports, mailOutbox, pdfJobs } from '../../db/schema';
import type { QueueReading } from '../../platform/metrics';

/**
 * The background queues as an operator reads them: items by state, and how old the oldest is.
 * A growing `queued` count or age means the workers do not keep up (or none runs); `failed`
 * items have used up their attempts. Read at each scrape, in one statement.
 */
export async function readQueues(db: Database): Promise<QueueReading> {
  const byState = (queue: string, table: typeof pdfJobs | typeof mailOutbox | typeof dataExports) =>
    sql`select ${queue} as queue, ${table.status} as state, count(*)::int as count,
          extract(epoch from now() - min(${table.createdAt}))::float8 as oldest_seconds
        from ${table} group by ${table.status}`;
  type Row = { queue: string; state: string; count: number; oldest_seconds: number | null };
  // Both drivers answer { rows }; Drizzle types the two apart (as member-search.ts does).
  const { rows } = (await db.execute(sql`${byState('pdf', pdfJobs)} union all ${byState('mail', mailOutbox)} union all ${byState('data_export', dataExports)}`)) as unknown as { rows: Row[] };
  return rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count), oldestSeconds: row.oldest_seconds === null ? null : Number(row.oldest_seconds) }));
}
