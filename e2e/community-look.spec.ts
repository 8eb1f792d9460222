import { expect, test } from './support/test';
import { E2E, STORAGE } from './support/hosts';

// Issue 12: "Favicon and logo per community (GET /public_api/v1/communities?community[url]=,
// fallback /favicon.svg) in the page head and header; the demo communities get real ones."

const icon = (page: import('@playwright/test').Page) => page.locator('head link[rel="icon"]');

test("each community's host wears its own favicon and logo; a host without one the default", async ({ page }) => {
  await page.goto(`${E2E.demo}/auth/login/form`);
  await expect(icon(page)).toHaveAttribute('href', /\/communities\/demo\.svg/);
  await expect(page.locator('header .brand__logo')).toHaveAttribute('src', '/communities/demo.svg');
  expect(await page.evaluate(async () => (await fetch('/communities/demo.svg')).headers.get('content-type'))).toContain('image/svg+xml');

  await page.goto(`${E2E.mistral}/auth/login/form`);
  await expect(icon(page)).toHaveAttribute('href', /\/communities\/lycee-mistral\.svg/);

  await page.goto(`http://localhost:${E2E.webPort}/auth/login/form`);
  await expect(icon(page)).toHaveAttribute('href', /\/favicon\.svg/);
  await expect(page.locator('header .brand__logo')).toHaveCount(0);
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });
  test("the member's pages wear their community's mark too", async ({ page }) => {
    await page.goto('/');
    await expect(icon(page)).toHaveAttribute('href', /\/communities\/demo\.svg/);
    await expect(page.locator('.app-header .brand__logo')).toBeVisible();
  });
});
