import { expect, test } from './support/test';
import { labelContentMismatches, seriousViolations } from './support/axe';
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

  test("the dashboard's cards say what they show: each control's visible words are in its name", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('journal-card').first()).toBeVisible();
    expect(await labelContentMismatches(page)).toEqual([]);
  });
});
