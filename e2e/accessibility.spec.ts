import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';

type Violation = { impact?: string | null; id: string; nodes: { target: unknown[] }[] };
const serious = (violations: Violation[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the login form has no serious accessibility violation', async ({ page }) => {
  await page.goto('/auth/login/form');
  await expect(page.locator('#login-email')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(serious(violations)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });
  test('the dashboard has no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(serious(violations)).toEqual([]);
  });
});
