import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:pdf-phone-photos`: a story PDF from press to file as a browser gets it, over
 * real HTTP, for a story of six fresh 4000×3000 phone photos (noisy JPEGs of 3–5 MB, uploaded as
 * the experience form sends them). For each story layout: six new photos, then ROUNDS presses
 * (the title changes each time, so each draws a new PDF): POST, then the page's polling when the
 * answer is `generating` (components/pdf/pdf-poller.tsx), then the file. The first press after the backend starts is reported
 * apart. On PGlite, and on PostgreSQL (a throwaway database) when BENCH_DATABASE_URL or the CI
 * server answers. Numbers to stdout and bench/results/pdf-phone-photos.json; nothing asserts.
 */
if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 10);
const { eq } = await import('drizzle-orm');
const { default: sharp } = await import('sharp');
const { serve } = await import('@hono/node-server');
const { stories } = await import('@/server/db/schema');
const { createStory } = await import('@/server/seed/fixtures');
const { STORY_PDF_TYPES, pdfPollDelayMs } = await import('@/lib/shared/validation/pdf-rules');
const { warmPdfRenderer } = await import('@/server/modules/pdf/pdf-renderer');
const { startTestApi } = await import('../tests/support/api-harness');
const { buildTwoCommunities, login } = await import('../tests/support/communities');
const { experienceForm } = await import('../tests/support/pictures');
const { validExperience } = await import('../tests/support/experiences');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Grain like a phone sensor's, made once; each photo tints it differently, so every upload is new pixels.
const WIDTH = 4000;
const HEIGHT = 3000;
const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
  .blur(0.8)
  .raw()
  .toBuffer();
let photoCount = 0;
async function phonePhoto(): Promise<Buffer> {
  photoCount++;
  const tint = [0.6 + ((photoCount * 37) % 60) / 100, 0.6 + ((photoCount * 53) % 60) / 100, 0.6 + ((photoCount * 71) % 60) / 100];
  return sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .linear(tint, [photoCount % 40, 0, 0])
    .jpeg({ quality: 92 })
    .toBuffer();
}

type LayoutResult = { fresh_photos_first_press_ms: number; p50_ms: number; p99_ms: number; answered_ready: string; photo_mb: number };

async function measure(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  else delete process.env.DATABASE_URL;
  const startedAt = performance.now();
  const api = await startTestApi();
  // As the backend's start does (processes/background-work.ts), beside everything else.
  void warmPdfRenderer();
  const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { demo } = await buildTwoCommunities(api);
    const { token } = await login(api, demo.learner.email, demo.host);
    const headers = { 'x-forwarded-host': demo.host, authorization: `Bearer ${token}` };
    const send = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const json = async (path: string, init: RequestInit = {}) => (await send(path, init)).json();

    /** Presses "download": the time until the file is in hand, as the page polls. */
    async function press(storyId: number, type: string): Promise<{ ms: number; ready: boolean }> {
      const started = performance.now();
      const { data } = await json('/v2/story_pdfs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type, id: storyId }) });
      const ready = data.pdf_status === 'ready';
      let status = data.pdf_status;
      for (let checks = 0; status === 'generating'; checks++) {
        await sleep(pdfPollDelayMs(checks));
        status = (await json(`/v2/story_pdfs/${data.id}/status`)).data.pdf_status;
      }
      if (status !== 'ready') throw new Error(`The PDF ${status}`);
      await (await send(`/v2/story_pdfs/${data.id}`)).arrayBuffer();
      return { ms: performance.now() - started, ready };
    }

    const layouts: Record<string, LayoutResult> = {};
    let firstAfterStart: { ms: number; since_start_ms: number } | null = null;
    for (const type of STORY_PDF_TYPES) {
      const experienceIds: number[] = [];
      let photoBytes = 0;
      for (let i = 0; i < 6; i++) {
        const photo = await phonePhoto();
        photoBytes += photo.length;
        const res = await send('/v2/experiences', { method: 'POST', body: experienceForm(validExperience({ description: `${type} ${i}` }), photo) });
        if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${await res.text()}`);
        experienceIds.push((await res.json()).data.id);
      }
      const story = await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, title: `Bench ${type}`, experienceIds });
      const times: number[] = [];
      let answeredReady = 0;
      let freshFirst = 0;
      for (let round = 0; round <= ROUNDS; round++) {
        await api.db.update(stories).set({ title: `Bench ${type} ${round}` }).where(eq(stories.id, story.id));
        const { ms, ready } = await press(story.id, type);
        if (!firstAfterStart) {
          firstAfterStart = { ms: Math.round(ms), since_start_ms: Math.round(performance.now() - startedAt) };
          console.log(`${engine}: first press after the start (${type}) ${firstAfterStart.ms} ms`);
        }
        // Round 0 is the first PDF of these fresh photos: reported apart from the warm rounds.
        if (round === 0) freshFirst = ms;
        else {
          times.push(ms);
          answeredReady += ready ? 1 : 0;
        }
      }
      layouts[type] = {
        fresh_photos_first_press_ms: Math.round(freshFirst),
        p50_ms: Math.round(percentile(times, 50)),
        p99_ms: Math.round(percentile(times, 99)),
        answered_ready: `${answeredReady}/${ROUNDS}`,
        photo_mb: Math.round((photoBytes / 6 / 1024 / 1024) * 10) / 10,
      };
      const r = layouts[type];
      console.log(`${engine} ${type.padEnd(10)} fresh photos first ${r.fresh_photos_first_press_ms} ms; p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms; answered ready ${r.answered_ready}; photos ${r.photo_mb} MB each`);
    }
    return { first_press_after_start: firstAfterStart, layouts };
  } finally {
    server.close();
    await api.close();
  }
}

const results = { rounds: ROUNDS, pglite: await measure('pglite'), postgres: await measure('postgres') };
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/pdf-phone-photos.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
