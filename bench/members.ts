import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from './load';
import { postgresDatabase } from './postgres-database';

/**
 * `npm run bench:members`: the members table of /admin/manage-members (issue 12) in a community
 * of BENCH_MEMBERS (10,000) members holding three experiences each on average: page 0 by
 * name, page 0 by number of experiences, and a search. A fresh PGlite in a temporary folder
 * and, with BENCH_DATABASE_URL=postgres://…, a fresh PostgreSQL database beside it (dropped
 * after); members, memberships, experiences and activities bulk-filled with INSERT … SELECT
 * generate_series (seconds, not 10,000 calls); the backend (createApp) on a free loopback
 * port, called directly by autocannon, as bench/journals.ts does; first the bound, the community
 * journal's page 0 over the same data (issue 12: "within the same bound as a journal page"). Prints p50/p99 and the SQL
 * statements one page costs; writes bench/results/members.json; asserts nothing.
 */

if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLUG = 'bench';
const HOST = `${SLUG}.localhost:3000`;
const PASSWORD = 'bench-password-2026';

const { startBenchBackend } = await import('./bench-backend');
const { openDatabase } = await import('@/server/db/client');
const { fillMembersCommunity } = await import('./members-community');
const { countingDb } = await import('../tests/support/counting-db');

const QUERIES = {
  'page 0 by name': 'page=0&view_option=with_statistics',
  'page 0 by experiences, desc': 'page=0&view_option=with_statistics&order_by=experiences&order_dir=desc',
  'search "last0042"': 'page=0&view_option=with_statistics&search=last0042',
  'search "first1 last01"': 'page=0&view_option=with_statistics&search=first1%20last01',
};

async function measure(engine: 'pglite' | 'postgres'): Promise<LoadResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-members-'));
  const postgres = engine === 'postgres' ? await postgresDatabase(POSTGRES_URL!, 'bench_members') : null;
  const handle = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'pglite') });
  const counted = countingDb(handle.db);
  let stopServer: () => Promise<void> = async () => {};
  try {
    const started = Date.now();
    const community = await fillMembersCommunity(handle.db, { slug: SLUG, members: MEMBERS, adminEmail: 'admin@bench.test', password: PASSWORD });
    console.log(`${MEMBERS.toLocaleString('en')} members on ${engine} inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const backend = await startBenchBackend(counted.db, dir, { host: HOST, email: 'admin@bench.test', password: PASSWORD });
    stopServer = backend.stop;
    const { base, headers } = backend;
    const results: LoadResult[] = [];
    // The bound: the community's journal page 0, same backend, same data, same run.
    const urls = {
      'community journal page 0 (the bound)': `${base}/v2/community_journal_items?community_id=${community.id}&page=0`,
      ...Object.fromEntries(Object.entries(QUERIES).map(([label, query]) => [label, `${base}/v2/users/search_users?${query}`])),
    };
    for (const [label, url] of Object.entries(urls)) {
      const check = await fetch(url, { headers });
      const body = (await check.json()) as { data: { paginated_results: unknown[]; total_pages: { pages: number } } };
      if (check.status !== 200) throw new Error(`${label} answered ${check.status}`);
      const before = counted.queries();
      await (await fetch(url, { headers })).arrayBuffer();
      const statements = counted.queries() - before;
      const result = await load(`${MEMBERS.toLocaleString('en')} members, ${engine}, ${label}`, { url, headers, connections: 10, seconds: SECONDS });
      results.push(result);
      console.log(
        `  ${label}: ${body.data.paginated_results.length} rows, total_pages ${body.data.total_pages.pages}, ${statements} SQL statements, ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
      );
    }
    return results;
  } finally {
    await stopServer();
    await handle.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const all: LoadResult[] = [await measure('pglite')].flat();
if (POSTGRES_URL) all.push(...(await measure('postgres')));
console.table(all);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/members.json', JSON.stringify({ at: new Date().toISOString(), members: MEMBERS, seconds: SECONDS, results: all }, null, 2));
process.exit(0);
