import { seriousViolations } from './support/axe';
import { createExperienceViaApi } from './support/experiences';
import { E2E } from './support/hosts';
import { expectPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 32, finding 3: "Public pages name the learner by first name and initial unless the community
// allows full names." On the mistral community, so that no other test reads its public pages meanwhile.
test.use({ storageState: { cookies: [], origins: [] } });

test('a public page names a learner by first name and initial until a community admin allows full names', async ({ browser, page }) => {
  test.slow();
  await signIn(page, 'learner@mistral.example', { origin: E2E.mistral });
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  const experience = await createExperienceViaApi(page, { description: `Sortie publique ${Date.now()}`, sharing_parameters: 'public' });

  const reader = await browser.newContext({ baseURL: E2E.mistral, storageState: { cookies: [], origins: [] } });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/experiences/public/${experience.public_token}`);
  await expect(readerPage.getByText('Léa L.', { exact: true })).toBeVisible();
  await expect(readerPage.getByText(/Lambert/)).toHaveCount(0);

  // The school's choice, on its privacy tab.
  const admin = await browser.newContext({ baseURL: E2E.mistral, storageState: { cookies: [], origins: [] } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@mistral.example', { origin: E2E.mistral });
  await expect(adminPage).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  await adminPage.goto('/application');
  await adminPage.getByRole('link', { name: 'Confidentialité' }).click();
  await expectPath(adminPage, '/admin/privacy');
  const names = adminPage.getByRole('group', { name: 'Nom des apprenant·es sur les pages publiques' });
  await expect(names.getByRole('radio', { name: 'Prénom et initiale du nom (« Camille D. »)' })).toBeChecked();
  expect(await seriousViolations(adminPage)).toEqual([]);
  await names.getByRole('radio', { name: 'Nom complet' }).check();
  await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(adminPage.locator('.p-toast-message', { hasText: 'Règles de confidentialité enregistrées' })).toBeVisible();

  await readerPage.reload();
  await expect(readerPage.getByText('Léa Lambert', { exact: true })).toBeVisible();

  // And back to the default, as the other tests expect it.
  await adminPage.reload();
  await names.getByRole('radio', { name: 'Prénom et initiale du nom (« Camille D. »)' }).check();
  await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(adminPage.locator('.p-toast-message', { hasText: 'Règles de confidentialité enregistrées' }).first()).toBeVisible();
  await readerPage.reload();
  await expect(readerPage.getByText('Léa L.', { exact: true })).toBeVisible();
  await admin.close();
  await reader.close();
});

test('the privacy tab is a community admin’s: a learner is sent away', async ({ page }) => {
  await signIn(page, 'learner@mistral.example', { origin: E2E.mistral });
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`${E2E.mistral}/admin/privacy`);
  await expect(page).not.toHaveURL(/\/admin\/privacy/);
});
