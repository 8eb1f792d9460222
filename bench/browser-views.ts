import { chromium } from '@playwright/test';
import { cpuMeter } from './cpu';
import { productProcesses } from './memory';

/**
 * What a person's view of a page costs the servers, measured in Chromium: the page, its data, and
 * every request the page makes by itself once loaded (Next's link prefetches, say), which a load
 * generator asking for the HTML alone never sees. `views` loads in one tab, each left to settle.
 */
export async function browserViews(options: {
  name: string;
  group: number;
  url: string;
  cookie: { name: string; value: string; domain: string };
  viewport: { width: number; height: number };
  views?: number;
}) {
  const views = options.views ?? 10;
  const { web, backend } = productProcesses(options.group);
  if (!web || !backend) throw new Error('the product is not running');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: options.viewport });
    await context.addCookies([{ ...options.cookie, path: '/' }]);
    const page = await context.newPage();
    let prefetches = 0;
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] !== undefined) prefetches++;
    });
    await page.goto(options.url, { waitUntil: 'networkidle' });
    prefetches = 0;
    const cpuPer = cpuMeter({ web: web.pid, backend: backend.pid });
    for (let view = 0; view < views; view++) {
      await page.goto(options.url, { waitUntil: 'networkidle' });
      // Next starts its viewport prefetches once the page is idle.
      await page.waitForTimeout(1_000);
    }
    const cpu = cpuPer(views);
    return {
      name: options.name,
      prefetchesPerView: prefetches / views,
      webCpuMsPerView: Math.round(cpu.web ?? 0),
      backendCpuMsPerView: Math.round(cpu.backend ?? 0),
    };
  } finally {
    await browser.close();
  }
}
