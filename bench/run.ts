import { mkdirSync, writeFileSync } from 'node:fs';
import { experienceUploads } from './experiences';
import { firstLoadJs } from './first-load-js';
import { load, type LoadResult } from './load';
import { BENCH, startProduct } from './processes';

/**
 * `npm run bench` (after `npm run build`): starts the product on bench ports, then measures
 * the backend alone, the backend through Next, server-rendered pages, and first-load JS.
 * Numbers go to stdout and bench/results/latest.json; nothing here asserts a time.
 */
const web = `http://127.0.0.1:${BENCH.webPort}`;
const api = `http://127.0.0.1:${BENCH.apiPort}`;
const host = `demo.localhost:${BENCH.webPort}`;

async function signIn() {
  const response = await fetch(`${api}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ user: { email: 'learner@demo.example', password: 'journal-demo-2026' } }),
  });
  const token = response.headers.get('authorization')?.replace('Bearer ', '');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

const product = await startProduct();
try {
  const token = await signIn();
  const asBackend = { authorization: `Bearer ${token}`, 'x-forwarded-host': host };
  const asBrowser = { host, cookie: `session=${token}` };

  const results: LoadResult[] = [];
  results.push(await load('backend GET /health', { url: `${api}/health` }));
  results.push(await load('backend GET /v2/session (token)', { url: `${api}/v2/session`, headers: asBackend }));
  results.push(await load('web → backend GET /api/v2/session', { url: `${web}/api/v2/session`, headers: asBrowser }));
  results.push(await load('web SSR GET /auth/login/form', { url: `${web}/auth/login/form`, headers: { host } }));
  results.push(await load('web SSR GET / (dashboard, signed in)', { url: `${web}/`, headers: asBrowser }));
  results.push(await load('web SSR GET /create-experience', { url: `${web}/create-experience`, headers: asBrowser }));
  results.push(...(await experienceUploads(api, asBackend)));

  const sizes = [];
  for (const route of ['/auth/login/form', '/', '/dashboard/profile', '/create-experience']) {
    sizes.push(await firstLoadJs(web, route, route.startsWith('/auth') ? { host } : asBrowser));
  }

  console.table(results);
  console.table(sizes);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), results, sizes }, null, 2));
} finally {
  product.stop();
}
