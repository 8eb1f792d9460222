import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { untilHydrated } from './support/hydration';
import { STORAGE } from './support/hosts';

// Issue 8 (a busy server): Next prefetched every link that scrolled into view, and each prefetch
// of our dynamic pages ran the session lookup and the signed-in layouts on the server. A desktop
// dashboard view sent 18 of them and cost the web server four times its own render. Links now
// prefetch when someone points at, touches or focuses them (lib/i18n/intent-link.tsx).
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined;

/** The prefetch requests the page sends from now on, by path. */
function prefetchesOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Until Next's viewport prefetching would have sent its requests: the page hydrated (React has
 * claimed the server-rendered link), then idle, then two frames, in which IntersectionObserver
 * reports the links in view; Next asks for their prefetches in a microtask after that.
 */
const settle = async (page: Page, link: Locator) => {
  await page.waitForLoadState('networkidle');
  await untilHydrated(link);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))));
};

test.describe('a learner at a desktop', () => {
  test.use({ storageState: STORAGE.learner, viewport: { width: 1366, height: 900 } });

  test('the dashboard prefetches nothing until the pointer is over a link, then that link alone, and following it works', async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mes expériences' });
    await expect(link).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    await settle(page, link);
    expect(prefetched).toEqual([]);

    await link.hover();
    await expect.poll(() => prefetched).toContain('/experiences');
    expect(new Set(prefetched)).toEqual(new Set(['/experiences']));

    await link.click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes expériences' })).toBeVisible();
  });
});

test.describe('a learner on a phone', () => {
  test.use({ storageState: STORAGE.learner, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dashboard prefetches none of its tabs, and a tapped tab opens', async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto('/');
    const tab = page.getByRole('link', { name: 'Profil' });
    await expect(tab).toBeVisible();
    await settle(page, tab);
    expect(prefetched).toEqual([]);

    await tab.tap();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });
});
