import { startDesignFloor } from './baseline';
import { load, type LoadResult } from './load';
import { productProcesses } from './memory';
import { BENCH, startProduct } from './processes';
import { signIn } from './sign-in';

/**
 * `npm run bench:dashboard` (after `npm run build`): the signed-in dashboard against the design's
 * floor only, the two taken in turn ROUNDS times (default 3) so that a machine's drift reaches both
 * alike. A quick check of one change to the page, on PGlite; `npm run bench` gives every figure.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const web = `http://127.0.0.1:${BENCH.webPort}`;
const host = `demo.localhost:${BENCH.webPort}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const floor = await startDesignFloor(BENCH.floorPort, BENCH.lookupPort, 'own');
const product = await startProduct();
try {
  const token = await signIn(host, '10.9.9.7');
  const asBrowser = { host, cookie: `session=${token}` };
  for (let i = 0; i < 40; i++) await fetch(`${web}/`, { headers: asBrowser });
  const { web: webProcess } = productProcesses(product.group);
  const floors: LoadResult[] = [];
  const dashboards: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await load('design floor', { url: `http://127.0.0.1:${BENCH.floorPort}/`, servers: { web: floor.pid } }));
    dashboards.push(await load('dashboard, signed in', { url: `${web}/`, headers: asBrowser, servers: { web: webProcess?.pid } }));
  }
  for (const [name, rows] of [['design floor', floors], ['dashboard', dashboards]] as const) {
    const rates = rows.map((row) => row.requestsPerSecond);
    console.log(`${name}: ${rates.join(' / ')} req/s (median ${median(rates)}), p99 ${median(rows.map((row) => row.p99Ms))} ms, web CPU ${median(rows.map((row) => row.webCpuMs ?? 0))} ms a request, errors ${rows.reduce((n, row) => n + row.errors + row.non2xx, 0)}`);
  }
  const ratios = dashboards.map((row, i) => row.requestsPerSecond / floors[i].requestsPerSecond);
  console.log(`dashboard / floor, each round: ${ratios.map((r) => r.toFixed(2)).join(' / ')} (median ${median(ratios).toFixed(2)})`);
} finally {
  await floor.stop();
  await product.stop();
}
