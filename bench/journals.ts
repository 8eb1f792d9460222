import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from './load';
import { postgresDatabase } from './postgres-database';

/**
 * `npm run bench:journals` (or `node --import tsx bench/journals.ts`): does page 0 of a
 * journal cost the same with 1,000 and 100,000 items? For each size: a fresh PGlite in a
 * temporary folder (and, with BENCH_DATABASE_URL=postgres://…, a fresh PostgreSQL database
 * made beside it and dropped after), a community bulk-filled in SQL, the backend (createApp, as server/main.ts
 * starts it) on a free loopback port, a community admin signed in, then a bounded load on
 * page 0 and page 50 of the community journal, the SQL statements one page costs (session
already resolved), and the backend's RSS warm, after 2,000 page-0 requests, and once settled
(garbage collected when run with --expose-gc). BENCH_SIZES=1000 and BENCH_DASHBOARD=0 (no
Next build needed) make a short run. Numbers go to stdout and
 * bench/results/journals.json; nothing here asserts a time. It stops by itself.
 *
 * autocannon runs in this same process as the backend and its database: absolute numbers
 * are lower than with a separate client, the comparison between sizes is what matters.
 */

// The backend modules start with `import 'server-only'`, which only the react-server
// condition lets through (as `npm run start:api` sets it): re-run under it if needed.
if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DASHBOARD = process.env.BENCH_DASHBOARD !== '0';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const MEMORY_REQUESTS = 2_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLUG = 'bench';
const HOST = `${SLUG}.localhost:3000`;
const PASSWORD = 'bench-password-2026';
const AUTHORS = 50;
const WEB_PORT = 3250;
const WEB_HOST = `${SLUG}.localhost:${WEB_PORT}`;

const { sql } = await import('drizzle-orm');
const { startBenchBackend } = await import('./bench-backend');
const { openDatabase } = await import('@/server/db/client');
const { createCommunity, createGroup, createUser } = await import('@/server/seed/fixtures');
const { SESSION_COOKIE } = await import('@/lib/shared/validation/session');
const { startWebAgainst } = await import('./web-server');
const { default: autocannon } = await import('autocannon');
const { countingDb } = await import('../tests/support/counting-db');

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * One community, one group, AUTHORS learners in it and an admin; `items` items, nine in ten
 * experiences and one in ten stories, cycling through the four sharing levels, one a minute
 * back in time. Multi-row INSERT … SELECT generate_series: seconds, not minutes.
 */
async function fill(db: Db, items: number) {
  const community = await createCommunity(db, { slug: SLUG, url: SLUG, name: 'Bench' });
  const group = await createGroup(db, community.id, { name: 'Bench group' });
  const admin = await createUser(db, { email: 'admin@bench.test', password: PASSWORD, communityAdmin: true, communityIds: [community.id], groupIds: [group.id] });
  // The dashboard bench signs in as this author: their own journal holds items / AUTHORS items.
  const first = await createUser(db, { email: 'author1@bench.test', password: PASSWORD, communityIds: [community.id], groupIds: [group.id] });
  for (let i = 2; i <= AUTHORS; i++) await createUser(db, { email: `author${i}@bench.test`, password: null, communityIds: [community.id], groupIds: [group.id] });
  const stories = Math.floor(items / 10);
  const experiences = items - stories;
  const levels = sql`(array['private', 'group', 'community', 'public'])[1 + n % 4]`;
  await db.execute(sql`
    insert into experiences (community_id, user_id, description, date, sharing_parameters, public_token, created_at, updated_at)
    select ${community.id}::int, ${first.id}::int + n % ${AUTHORS}::int, 'Experience n°' || n, now() - n * interval '1 minute',
           ${levels}, 'bench-e-' || n, now() - n * interval '1 minute', now() - n * interval '1 minute'
    from generate_series(1, ${experiences}::int) as n`);
  await db.execute(sql`
    insert into stories (community_id, user_id, title, date, sharing_parameters, public_token, created_at, updated_at)
    select ${community.id}::int, ${first.id}::int + n % ${AUTHORS}::int, 'Story n°' || n, now() - (n * 10 + 5) * interval '1 minute',
           ${levels}, 'bench-s-' || n, now() - (n * 10 + 5) * interval '1 minute', now() - (n * 10 + 5) * interval '1 minute'
    from generate_series(1, ${stories}::int) as n`);
  // Each story shows two experiences, as a story card does.
  await db.execute(sql`
    insert into story_experiences (story_id, experience_id, position)
    select s.id, e.id, e.id % 2 from stories s join experiences e on e.public_token in ('bench-e-' || (s.id * 2), 'bench-e-' || (s.id * 2 + 1))`);
  await db.execute(sql`analyze`);
  return { community, admin };
}

/** The signed-in dashboard, server-rendered by the production Next build against this backend. */
async function dashboardLoad(items: number, api: string): Promise<LoadResult> {
  const login = await fetch(`${api}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': WEB_HOST },
    body: JSON.stringify({ user: { email: 'author1@bench.test', password: PASSWORD } }),
  });
  const token = login.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error(`author sign-in failed: ${login.status}`);
  const web = await startWebAgainst(api, WEB_PORT);
  try {
    const headers = { host: WEB_HOST, cookie: `${SESSION_COOKIE}=${token}` };
    const check = await fetch(`http://127.0.0.1:${WEB_PORT}/`, { headers, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`dashboard answered ${check.status}`);
    const result = await load(`${items.toLocaleString('en')} items, signed-in dashboard SSR (own journal ${items / AUTHORS} items)`, {
      url: `http://127.0.0.1:${WEB_PORT}/`,
      headers,
      connections: 10,
      seconds: SECONDS,
    });
    console.log(`  dashboard SSR: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    return result;
  } finally {
    web.stop();
  }
}

const megabytes = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function measure(items: number, engine: 'pglite' | 'postgres'): Promise<LoadResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-journals-'));
  const postgres = engine === 'postgres' ? await postgresDatabase(POSTGRES_URL!) : null;
  const handle = await openDatabase(postgres ? { url: postgres.url } : { dataDir: path.join(dir, 'pglite') });
  const counted = countingDb(handle.db);
  let stopServer: () => Promise<void> = async () => {};
  try {
    const started = Date.now();
    const { community } = await fill(handle.db, items);
    console.log(`${items.toLocaleString('en')} items on ${engine} inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const backend = await startBenchBackend(counted.db, dir, { host: HOST, email: 'admin@bench.test', password: PASSWORD });
    stopServer = backend.stop;
    const { base, headers } = backend;

    const results: LoadResult[] = [];
    for (const page of [0, 50]) {
      const url = `${base}/v2/community_journal_items?community_id=${community.id}&page=${page}`;
      const check = await fetch(url, { headers });
      const body = (await check.json()) as { data: { paginated_results: unknown[]; total_pages: { pages: number } } };
      if (check.status !== 200) throw new Error(`page ${page} answered ${check.status}`);
      // The session is resolved (and cached) by now: what one more page costs the database.
      const before = counted.queries();
      await (await fetch(url, { headers })).arrayBuffer();
      const statements = counted.queries() - before;
      const result = await load(`${items.toLocaleString('en')} items, ${engine}, community journal page ${page}`, { url, headers, connections: 10, seconds: SECONDS });
      results.push(result);
      console.log(
        `  page ${page}: ${body.data.paginated_results.length} items, total_pages ${body.data.total_pages.pages}, ${statements} SQL statements, ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
      );
    }
    await memoryAfterLoad(`${base}/v2/community_journal_items?community_id=${community.id}&page=0`, headers);
    if (DASHBOARD && engine === 'pglite') results.push(await dashboardLoad(items, base));
    return results;
  } finally {
    await stopServer();
    await handle.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RSS before and after MEMORY_REQUESTS page-0 requests: it should come back near its warm size. */
async function memoryAfterLoad(url: string, headers: Record<string, string>) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const warm = megabytes();
  await autocannon({ url, headers, connections: 10, amount: MEMORY_REQUESTS });
  const loaded = megabytes();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  gc?.();
  console.log(`  RSS: ${warm} MB warm, ${loaded} MB after ${MEMORY_REQUESTS} page-0 requests, ${megabytes()} MB settled${gc ? ' (after gc)' : ''}`);
}

const all: LoadResult[] = [];
for (const size of SIZES) {
  all.push(...(await measure(size, 'pglite')));
  if (POSTGRES_URL) all.push(...(await measure(size, 'postgres')));
}
console.table(all);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/journals.json', JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, results: all }, null, 2));
process.exit(0);
