import { expect, test } from './support/test';
import { ACCOUNTS, STORAGE } from './support/hosts';
import { expectPath, signIn } from './support/sign-in';

// A deactivated account reads but cannot write (the backend answers 403 ACCOUNT_DEACTIVATED):
// the interface offers it nothing to add, and the pages that only write send it to the dashboard.
test.describe('a deactivated account', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.deactivated.email);
    await expectPath(page, '/');
    await page.getByRole('dialog', { name: 'Compte désactivé' }).getByRole('button', { name: 'Fermer' }).click();
  });

  test('sees no button or link to add an experience', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${ACCOUNTS.deactivated.firstname}`);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mes expériences' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter une expérience' })).toHaveCount(0);
    await page.goto('/experiences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes expériences');
    await expect(page.getByRole('link', { name: 'Ajouter une expérience' })).toHaveCount(0);
    // Spec §4: the modal shows once; issue 8 saw it again on every page.
    await expect(page.getByRole('dialog', { name: 'Compte désactivé' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes expériences');
    await expect(page.getByRole('dialog', { name: 'Compte désactivé' })).toHaveCount(0);
  });

  for (const path of ['/create-experience', '/create-experience/meta', '/en/create-story']) {
    test(`is sent from ${path} to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, path.startsWith('/en') ? '/en' : '/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(ACCOUNTS.deactivated.firstname);
    });
  }
});

test.describe('an active learner', () => {
  test.use({ storageState: STORAGE.learner });

  test('still finds the way to add an experience', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Ajouter une expérience' })).toBeVisible();
    await page.goto('/create-experience');
    await expectPath(page, '/create-experience');
  });
});
