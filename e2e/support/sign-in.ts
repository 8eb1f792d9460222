import { expect, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from './hosts';

/** Signs in through the login form, as a person would, on the page's current origin (or `origin`). */
export async function signIn(page: Page, email: string, { localePrefix = '', origin = '' } = {}) {
  await page.goto(`${origin}${localePrefix}/auth/login/form`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Same-origin API call from inside the page (Node cannot resolve *.localhost, Chromium can),
 * carrying the page's own cookies exactly as the product's scripts would.
 */
export async function pageFetch(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, method: init.method, body: init.body },
  );
}

/** A second person in a test: a context of their own from a saved sign-in, on the dashboard, with their session's user. */
export async function asUser(browser: Browser, storageState: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto('/');
  const me = (await pageFetch(page, '/api/v2/session')).body.data;
  return { context, page, me };
}

/** The test's device (a phone project's screen and touch), for a second person's context: `browser.newContext` does not take it by itself. */
export function sameDevice(info: TestInfo): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  return { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor };
}

/** The main navigation, opened first where it sits behind the menu button (a phone). */
export async function mainNavigation(page: Page) {
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav).toBeVisible();
  return nav;
}
