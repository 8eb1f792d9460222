import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:pdf`: how long a story PDF takes per type and a portrait, warm (ROUNDS each,
 * from the call to the bytes, pictures at their 1000 px print size as stored), how big they are, and the
 * process's memory (the worker thread's included) over MEMORY_ROUNDS renders in a row. Run as
 * the backend runs (react-server condition, tsx). Numbers to stdout and bench/results/pdf.json;
 * nothing asserts.
 */
if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 30);
const MEMORY_ROUNDS = Number(process.env.BENCH_PDF_MEMORY_ROUNDS ?? 100);
const { STORY_PDF_TYPES } = await import('@/server/modules/pdf/pdf-data');
const { renderPortraitPdf, renderStoryPdf, stopPdfRenderer } = await import('@/server/modules/pdf/pdf-renderer');
const { buildPortraitPdfData, buildStoryPdfData } = await import('../tests/support/pdf-documents');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const story = await buildStoryPdfData('fr');
const portrait = await buildPortraitPdfData('fr');
const storedPictureBytes = story.experiences.reduce((sum, experience) => sum + (experience.picture?.byteLength ?? 0), 0);
const before = process.memoryUsage();

type TCase = { name: string; render: () => Promise<Buffer> };
const cases: TCase[] = [
  ...STORY_PDF_TYPES.map((type) => ({ name: `story ${type}`, render: () => renderStoryPdf(story, type) })),
  { name: 'portrait', render: () => renderPortraitPdf(portrait) },
];

const timings: Record<string, { first_ms: number; p50_ms: number; p99_ms: number; bytes: number }> = {};
for (const { name, render } of cases) {
  let started = performance.now();
  const pdf = await render();
  const first = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  timings[name] = { first_ms: Math.round(first), p50_ms: Math.round(percentile(times, 50)), p99_ms: Math.round(percentile(times, 99)), bytes: pdf.length };
  console.log(`${name.padEnd(18)} first ${timings[name].first_ms} ms, p50 ${timings[name].p50_ms} ms, p99 ${timings[name].p99_ms} ms, ${Math.round(pdf.length / 1024)} KiB`);
}

const memory: { after: number; rss_mb: number; heap_used_mb: number; external_mb: number }[] = [];
for (let round = 1; round <= MEMORY_ROUNDS; round++) {
  await cases[round % cases.length]!.render();
  if (round % 25 === 0) {
    const usage = process.memoryUsage();
    memory.push({ after: round, rss_mb: mb(usage.rss), heap_used_mb: mb(usage.heapUsed), external_mb: mb(usage.external) });
    console.log(`after ${round} more renders: rss ${mb(usage.rss)} MB (main heap ${mb(usage.heapUsed)} MB, external ${mb(usage.external)} MB)`);
  }
}
await stopPdfRenderer();

const results = { rounds: ROUNDS, stored_picture_bytes: storedPictureBytes, rss_before_worker_mb: mb(before.rss), timings, memory };
console.log(`6 print-size pictures: ${Math.round(storedPictureBytes / 1024)} KiB; rss before the worker started: ${mb(before.rss)} MB`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/pdf.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
