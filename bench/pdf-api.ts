import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:pdf-api`: from the press of "download" to the file, as the browser sees it
 * through the backend: POST /v2/story_pdfs for a story whose title changed (so every round
 * draws a new PDF), then, when the answer is already `ready` (the common case, issue 10), GET
 * the file; else poll as the page would. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL
 * or the CI server answers. Numbers to stdout and bench/results/pdf-api.json; nothing asserts.
 */
if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 30);
const { eq } = await import('drizzle-orm');
const { stories } = await import('@/server/db/schema');
const { startTestApi } = await import('../tests/support/api-harness');
const { buildTwoCommunities, login } = await import('../tests/support/communities');
const { createPdfReadyStory } = await import('../tests/support/pdf-stories');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function measure(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  else delete process.env.DATABASE_URL;
  const api = await startTestApi();
  try {
    const { demo } = await buildTwoCommunities(api);
    const { token } = await login(api, demo.learner.email, demo.host);
    const story = await createPdfReadyStory(api, { userId: demo.learner.id, communityId: demo.community.id, title: 'Bench' });
    const send = (path: string, json?: unknown) => api.app.request(path, { method: json ? 'POST' : 'GET', headers: { host: demo.host, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: json ? JSON.stringify(json) : undefined });
    const times: number[] = [];
    let answeredReady = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      await api.db.update(stories).set({ title: `Bench ${round}` }).where(eq(stories.id, story.id));
      const started = performance.now();
      const { data } = await (await send('/v2/story_pdfs', { type: 'default', id: story.id })).json();
      let status = data.pdf_status;
      if (status === 'ready') answeredReady += round > 0 ? 1 : 0;
      while (status === 'generating') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await (await send(`/v2/story_pdfs/${data.id}/status`)).json()).data.pdf_status;
      }
      const file = await send(`/v2/story_pdfs/${data.id}`);
      await file.arrayBuffer();
      // Round 0 starts the worker: reported apart, as the first download after a start.
      if (round > 0) times.push(performance.now() - started);
      else console.log(`${engine}: first download after start ${Math.round(performance.now() - started)} ms`);
    }
    const result = { p50_ms: Math.round(percentile(times, 50)), p99_ms: Math.round(percentile(times, 99)), answered_ready: `${answeredReady}/${ROUNDS}` };
    console.log(`${engine}: click to file p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms; answered ready at once ${result.answered_ready}`);
    return result;
  } finally {
    await api.close();
  }
}

const results = { rounds: ROUNDS, pglite: await measure('pglite'), postgres: await measure('postgres') };
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/pdf-api.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
