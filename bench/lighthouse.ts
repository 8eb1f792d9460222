import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { BENCH, startProduct } from './processes';
import { signIn } from './sign-in';

/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's default mobile profile
 * (simulated slow 4G, mid-range phone) on the signed-in dashboard, the login form, an experience's
 * signed-in and public pages and an Open Badge's verify page, in Debian's Chromium. Scores go to
 * stdout and bench/results/lighthouse.json, with the bytes of CSS fetched before the first paint
 * and of the HTML (which carries the CSS when it is inlined).
 *
 * Each page is measured RUNS times (3 unless set) and reported by its median run, as Lighthouse's
 * own docs advise: on this 2-core machine one run's score of the same build swung from 72 to 99.
 * The lowest and highest performance scores are reported beside it.
 */
const RUNS = Number(process.env.RUNS ?? 3);
const origin = `http://demo.localhost:${BENCH.webPort}`;

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

const apiGet = async <T>(path: string, token: string): Promise<T> => {
  const response = await fetch(`http://127.0.0.1:${BENCH.apiPort}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': new URL(origin).host } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

/** The signed-in learner's newest Open Badge: the seed issues one for every certified experience. */
async function firstCredential(token: string): Promise<string> {
  const user = await apiGet<{ id: number }>('/v2/session', token);
  const badges = await apiGet<{ public_id: string; status: 'valid' | 'revoked' }[]>(`/v2/users/${user.id}/open_badges`, token);
  const badge = badges.find((b) => b.status === 'valid');
  if (!badge) throw new Error('the demo learner holds no Open Badge to measure');
  return badge.public_id;
}

/** Bytes sent for the style sheets requested before the first paint (in the run as observed), and for the HTML. */
function paintBytes(lhr: Result) {
  const fcp = (lhr.audits.metrics.details as unknown as { items: { observedFirstContentfulPaint: number }[] }).items[0].observedFirstContentfulPaint;
  const requests = (lhr.audits['network-requests'].details as { items: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[] }).items;
  const sum = (items: typeof requests) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    cssBeforePaintBytes: sum(requests.filter((r) => r.resourceType === 'Stylesheet' && (r.networkRequestTime ?? Infinity) < fcp)),
    htmlBytes: sum(requests.filter((r) => r.resourceType === 'Document').slice(0, 1)),
  };
}

/**
 * The session goes into the browser's cookie jar, as a sign-in puts it: sent as an extra header,
 * it lost to the jar's own cookies on the page's API calls, which answered 401 and sent the
 * dashboard to the sign-in page. Lighthouse's storage reset keeps cookies.
 */
async function putSessionCookie(port: number, token: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  await browser.setCookie({ name: 'session', value: token, domain: new URL(origin).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
  await browser.disconnect();
}

/** The accessibility audits the page failed, by id: what to fix to reach 100. */
const accessibilityFailures = (lhr: Result) =>
  lhr.categories.accessibility.auditRefs.map((ref) => lhr.audits[ref.id]).filter((audit) => audit.score !== null && audit.score < 1).map((audit) => audit.id);

/**
 * One fresh Chromium per run: in a shared one, what a page leaves in the cookie jar (the login
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
  const token = await signIn(new URL(origin).host, '10.9.9.8');
  const experience = await firstPublicExperience(token);
  const credential = await firstCredential(token);
  const pages: { name: string; url: string; signedIn: boolean }[] = [
    { name: 'dashboard (signed in)', url: `${origin}/`, signedIn: true },
    { name: 'login form', url: `${origin}/auth/login/form`, signedIn: false },
    { name: 'experience page (signed in)', url: `${origin}/experiences/${experience.id}`, signedIn: true },
    { name: 'public experience page', url: `${origin}/experiences/public/${experience.public_token}`, signedIn: false },
    { name: 'credential verify page', url: `${origin}/credentials/${credential}`, signedIn: false },
  ];
  const scores = [];
  for (const page of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const chrome = await launchChromium();
      if (page.signedIn) await putSessionCookie(chrome.port, token);
      const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }).finally(() => chrome.kill());
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
      ...paintBytes(lhr),
      accessibilityFailures: accessibilityFailures(lhr).join(' '),
    });
  }
  console.table(scores);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), scores }, null, 2));
} finally {
  await product.stop();
}
