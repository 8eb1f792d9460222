import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BENCH, startProduct } from './processes';

/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's default mobile profile
 * (simulated slow 4G, mid-range phone) on the signed-in dashboard and the login form,
 * in Debian's Chromium. Scores go to stdout and bench/results/lighthouse.json.
 *
 * Each page is measured RUNS times (3 unless set) and reported by its median run, as Lighthouse's
 * own docs advise: on this 2-core machine one run's score of the same build swung from 72 to 99.
 * The lowest and highest performance scores are reported beside it.
 */
const RUNS = Number(process.env.RUNS ?? 3);
const origin = `http://demo.localhost:${BENCH.webPort}`;

async function signIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${BENCH.apiPort}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': `demo.localhost:${BENCH.webPort}`, 'x-forwarded-for': '10.9.9.8' },
    body: JSON.stringify({ user: { email: 'learner@demo.example', password: 'journal-demo-2026' } }),
  });
  const token = response.headers.get('authorization')?.replace('Bearer ', '');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

/** The signed-in learner's newest public experience in the demo data: both of its pages are measured. */
async function firstPublicExperience(token: string): Promise<{ id: number; public_token: string }> {
  const response = await fetch(`http://127.0.0.1:${BENCH.apiPort}/v2/journal_items?page=0&only_experiences=true`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': new URL(origin).host },
  });
  const { data } = (await response.json()) as { data: { paginated_results: { journal_item: { id: number; public_token: string | null; sharing_parameters: string } }[] } };
  const item = data.paginated_results.map((r) => r.journal_item).find((e) => e.sharing_parameters === 'public' && e.public_token);
  if (!item) throw new Error('the demo learner has no public experience to measure');
  return { id: item.id, public_token: item.public_token! };
}

/**
 * One fresh Chromium per page: in a shared one, what a page leaves in the cookie jar (the login
 * form's, say) reached the next page's requests beside the session header, and the signed-in
 * experience page was measured as a signed-out one.
 */
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

const product = await startProduct();
try {
  const token = await signIn();
  const experience = await firstPublicExperience(token);
  const pages: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: 'dashboard (signed in)', url: `${origin}/`, headers: { Cookie: `session=${token}` } },
    { name: 'login form', url: `${origin}/auth/login/form`, headers: {} },
    { name: 'experience page (signed in)', url: `${origin}/experiences/${experience.id}`, headers: { Cookie: `session=${token}` } },
    { name: 'public experience page', url: `${origin}/experiences/public/${experience.public_token}`, headers: {} },
  ];
  const scores = [];
  for (const page of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const chrome = await launchChromium();
      const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: page.headers }).finally(() => chrome.kill());
      const lhr = result!.lhr;
      // A page that sent the bench elsewhere (a sign-in form instead of the page) is not the page measured.
      if (lhr.finalDisplayedUrl !== page.url) throw new Error(`${page.name}: ${page.url} ended at ${lhr.finalDisplayedUrl}`);
      runs.push(lhr);
    }
    const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    const lhr = computeMedianRun(runs);
    scores.push({
      page: page.name,
      performance: performanceOf(lhr),
      performanceRange: `${Math.min(...runs.map(performanceOf))}–${Math.max(...runs.map(performanceOf))}`,
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    });
  }
  console.table(scores);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), scores }, null, 2));
} finally {
  await product.stop();
}
