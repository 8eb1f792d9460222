import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { STORAGE } from './support/hosts';

test('the login form has no serious accessibility violation', async ({ page }) => {
  await page.goto('/auth/login/form');
  await expect(page.locator('#login-email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });
  test('the dashboard has no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
