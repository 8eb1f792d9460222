import { mkdirSync, writeFileSync } from 'node:fs';
import { startBaseline, startDesignFloor } from './baseline';
import { browserViews } from './browser-views';
import { experienceUploads } from './experiences';
import { firstLoadJs } from './first-load-js';
import { load, type LoadResult } from './load';
import { productHeap, productMemory, productProcesses } from './memory';
import { postgresDatabase } from './postgres-database';
import { BENCH, startProduct } from './processes';
import { signIn } from './sign-in';

/**
 * `npm run bench` (after `npm run build`): the bare baseline app (bench/baseline, same Next),
 * then the product on PGlite and on PostgreSQL, each figure with its ratio to the baseline
 * measured in this same run. Numbers go to stdout and bench/results/latest.json; nothing here
 * asserts a time. POSTGRES_URL (default: the local server's `test` database) names where a
 * throw-away database is created for the PostgreSQL run.
 */
const web = `http://127.0.0.1:${BENCH.webPort}`;
const api = `http://127.0.0.1:${BENCH.apiPort}`;
const host = `demo.localhost:${BENCH.webPort}`;
const baselineOrigin = `http://127.0.0.1:${BENCH.baselinePort}`;
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Row = LoadResult & { database: string; ratio?: number; toFloor?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a class asks of the web server at once: the signed-in pages a learner goes through
 * (dashboard and its tabs, their experiences, one experience, the collection of badges, a
 * classmate's journal page), each connection taking them in turn.
 */
async function classPages(headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${api}/v2/journal_items?page=0&only_experiences=true`, { headers });
  const { data } = (await response.json()) as { data: { paginated_results: { journal_item: { id: number } }[] } };
  const experience = data.paginated_results[0]?.journal_item.id;
  if (!experience) throw new Error('the demo learner has no experience to open');
  return ['/', '/dashboard/experiences', '/experiences', `/experiences/${experience}`, '/dashboard/certified', '/open-badges', '/', '/api/v2/journal_items?page=1'];
}

async function measureFloor(title: string, localeRouting: 'next-intl' | 'own') {
  const floor = await startDesignFloor(BENCH.floorPort, BENCH.lookupPort, localeRouting);
  try {
    return await load(title, { url: `http://127.0.0.1:${BENCH.floorPort}/`, servers: { web: floor.pid } });
  } finally {
    await floor.stop();
  }
}

async function measureBaseline() {
  const baseline = await startBaseline(BENCH.baselinePort);
  try {
    const servers = { web: baseline.pid };
    const page = await load('baseline: bare dynamic page of 20 cards', { url: `${baselineOrigin}/`, servers });
    const handler = await load('baseline: bare route handler, constant JSON', { url: `${baselineOrigin}/api/constant`, servers });
    const js = await firstLoadJs(baselineOrigin, '/', {});
    const designFloor = await measureFloor('design floor: the bare page under next-intl, after one loopback call', 'next-intl');
    const designFloorOwnRouting = await measureFloor('design floor, locale routed by the proxy itself (as the product does)', 'own');
    return { page, handler, js, designFloor, designFloorOwnRouting };
  } finally {
    await baseline.stop();
  }
}

async function measureProduct(database: string, env: Record<string, string>, baseline: Awaited<ReturnType<typeof measureBaseline>>) {
  const product = await startProduct(env);
  const rows: Row[] = [];
  const ratio = (result: LoadResult, reference: LoadResult) => Number((result.requestsPerSecond / reference.requestsPerSecond).toFixed(2));
  const push = (result: LoadResult, reference?: LoadResult) =>
    rows.push({
      database,
      ...result,
      ratio: reference && ratio(result, reference),
      // A page's share of what the design's own stack serves (bench/README.md, "The design's floor").
      toFloor: reference === baseline.page ? ratio(result, baseline.designFloor) : undefined,
    });
  try {
    const token = await signIn(host, '10.9.9.9');
    const asBackend = { authorization: `Bearer ${token}`, 'x-forwarded-host': host };
    const asBrowser = { host, cookie: `session=${token}` };
    // Warm both processes (compiled routes, prepared queries) before anything is timed.
    for (let i = 0; i < 20; i++) await Promise.all([fetch(`${web}/`, { headers: asBrowser }), fetch(`${web}/api/v2/journal_items?page=0`, { headers: asBrowser })]);

    const { web: webProcess, backend: backendProcess } = productProcesses(product.group);
    const servers = { web: webProcess?.pid, backend: backendProcess?.pid };
    const backendOnly = { backend: backendProcess?.pid };

    push(await load('backend GET /health', { url: `${api}/health`, servers: backendOnly }));
    push(await load('backend GET /v2/session', { url: `${api}/v2/session`, headers: asBackend, servers: backendOnly }));
    push(await load('backend GET /v2/journal_items page 0', { url: `${api}/v2/journal_items?page=0`, headers: asBackend, servers: backendOnly }));
    push(await load('web GET /api/v2/journal_items page 0', { url: `${web}/api/v2/journal_items?page=0`, headers: asBrowser, servers }), baseline.handler);
    push(await load('web SSR /auth/login/form', { url: `${web}/auth/login/form`, headers: { host }, servers }), baseline.page);
    push(await load('web SSR / (dashboard, signed in)', { url: `${web}/`, headers: asBrowser, servers }), baseline.page);

    const memory = () => productMemory(product.group);
    const warm = memory();
    const busyClass = { url: `${web}/`, paths: await classPages(asBackend), headers: asBrowser, connections: 50, seconds: 60, servers };
    push(await load('web SSR, a class: mixed signed-in pages at 50 connections, 60 s', busyClass), baseline.page);
    const loaded = memory();
    await sleep(20_000);
    const idle = memory();
    // The web server collects a load's garbage once it has been quiet for 15 s
    // (scripts/idle-collector.mjs), not at once: what is still held after a minute is held.
    await sleep(40_000);
    const idleMinute = { ...memory(), heap: await productHeap(product.group, product.reportDir) };
    // The same load again: a holder (cache, map, leak) grows from one load to the next.
    await load('the same class load again', busyClass);
    const loadedAgain = memory();
    await sleep(60_000);
    const idleMinuteAgain = { ...memory(), heap: await productHeap(product.group, product.reportDir) };
    if (database === 'PGlite') rows.push(...(await experienceUploads(api, asBackend)).map((r) => ({ database, ...r })));

    const cookie = { name: 'session', value: token, domain: new URL(`http://${host}`).hostname };
    const views = [];
    for (const [device, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      views.push({ database, ...(await browserViews({ name: `dashboard in Chromium, ${device}`, group: product.group, url: `http://${host}/`, cookie, viewport })) });
    }

    const sizes = [];
    for (const route of ['/auth/login/form', '/']) {
      const size = await firstLoadJs(web, route, route.startsWith('/auth') ? { host } : asBrowser);
      sizes.push({ database, ...size, ratio: Number((size.gzipKb / baseline.js.gzipKb).toFixed(2)) });
    }
    return { rows, sizes, views, memory: { database, warm, afterLoad: loaded, after20sIdle: idle, after60sIdle: idleMinute, afterSecondLoad: loadedAgain, after60sIdleAgain: idleMinuteAgain } };
  } finally {
    await product.stop();
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = await postgresDatabase(postgresUrl);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

const baseline = await measureBaseline();
const pglite = await measureProduct('PGlite', {}, baseline);
const postgres = await withPostgresDatabase((url) => measureProduct('PostgreSQL', { DATABASE_URL: url }, baseline));

const results = [
  { database: '—', ...baseline.page },
  { database: '—', ...baseline.handler },
  { database: '—', ...baseline.designFloor, ratio: Number((baseline.designFloor.requestsPerSecond / baseline.page.requestsPerSecond).toFixed(2)) },
  {
    database: '—',
    ...baseline.designFloorOwnRouting,
    ratio: Number((baseline.designFloorOwnRouting.requestsPerSecond / baseline.page.requestsPerSecond).toFixed(2)),
    toFloor: Number((baseline.designFloorOwnRouting.requestsPerSecond / baseline.designFloor.requestsPerSecond).toFixed(2)),
  },
  ...pglite.rows,
  ...postgres.rows,
];
const sizes = [{ database: '—', ...baseline.js, ratio: 1 }, ...pglite.sizes, ...postgres.sizes];
const views = [...pglite.views, ...postgres.views];
const memory = [pglite.memory, postgres.memory];
console.table(results);
console.table(sizes);
console.table(views);
console.log(JSON.stringify(memory, null, 2));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), results, sizes, views, memory }, null, 2));
