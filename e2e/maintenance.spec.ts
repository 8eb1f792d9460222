import { expect, test } from './support/test';
import { E2E } from './support/hosts';
import { expectPath } from './support/sign-in';

// Spec §2: "When maintenance mode is on, every route except maintenance redirects to
// maintenance. When off, the maintenance route redirects to the login form."

test('with MAINTENANCE=true every route goes to /maintenance, in the visitor language', async ({ page }) => {
  await page.goto(`${E2E.maintenance}/auth/login/form`);
  await expectPath(page, '/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous revenons vite');
  await page.goto(`${E2E.maintenance}/en/application`);
  await expectPath(page, '/en/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be back soon");
});

test('without maintenance, /maintenance goes to the login form', async ({ page }) => {
  await page.goto('/maintenance');
  await expectPath(page, '/auth/login/form');
});
