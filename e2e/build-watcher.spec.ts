import { expect, test } from './support/test';
import { E2E, STORAGE } from './support/hosts';

// Spec §7: "A build manifest (latest.json, keyed by build id) is fetched periodically to detect new
// builds." The issue: "when the build changed, offers a reload in a toast (never reloads by itself
// in the middle of a draft)".

test.use({ storageState: STORAGE.learner });

/**
 * The page checks when its tab comes back into view, as after switching apps on a phone; until
 * the page has hydrated nothing listens, so the tab "comes back" until the check goes out.
 */
async function comeBack(page: import('@playwright/test').Page) {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/latest.json');
  let answered = false;
  void checked.then(() => (answered = true));
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return answered;
    })
    .toBe(true);
  return checked;
}

test('a page of the running build offers nothing', async ({ page }) => {
  await page.goto('/');
  const answer = await comeBack(page);
  expect(await answer.json()).toEqual({ buildId: expect.any(String) });
  // The toast would be raised right after the answer; give it that moment.
  await page.waitForTimeout(500);
  await expect(page.getByText('Une nouvelle version est disponible')).toHaveCount(0);
});

test('once a newer build runs, a draft in progress stays until the person chooses to reload', async ({ page }) => {
  await page.goto('/create-experience');
  const description = page.getByLabel("Qu'avez-vous vécu ?");
  await description.fill('Visite du musée des Confluences');
  // A redeployment cannot happen under a running suite: the manifest answers as the next build would.
  await page.route(`${E2E.demo}/latest.json`, (route) => route.fulfill({ json: { buildId: 'the-next-build' } }));
  await comeBack(page);
  const toast = page.getByRole('alert').filter({ hasText: 'Une nouvelle version est disponible' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(description).toHaveValue('Visite du musée des Confluences');
  await page.unroute(`${E2E.demo}/latest.json`);
  await toast.getByRole('button', { name: 'Recharger' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByText('Une nouvelle version est disponible')).toHaveCount(0);
});
