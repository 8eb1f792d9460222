import { expect, type Browser, type Page } from '@playwright/test';
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
