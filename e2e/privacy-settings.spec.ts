import { seriousViolations } from './support/axe';
import { createExperienceViaApi } from './support/experiences';
import { E2E } from './support/hosts';
import { linkTo, mailsTo, nthMailTo } from './support/mailbox';
import { expectPath, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 32, finding 3: "Public pages name the learner by first name and initial unless the community
// allows full names." On the mistral community, so that no other test reads its public pages meanwhile.
test.use({ storageState: { cookies: [], origins: [] } });
// Each test changes mistral's rules: one after the other, or one would read the other's.
test.describe.configure({ mode: 'serial' });

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
  await adminPage.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(adminPage.locator('.p-toast-message', { hasText: 'Règles de confidentialité enregistrées' })).toBeVisible();

  await readerPage.reload();
  await expect(readerPage.getByText('Léa Lambert', { exact: true })).toBeVisible();

  // And back to the default, as the other tests expect it.
  await adminPage.reload();
  await names.getByRole('radio', { name: 'Prénom et initiale du nom (« Camille D. »)' }).check();
  await adminPage.getByRole('button', { name: 'Enregistrer', exact: true }).click();
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

test('a school turns public links to approval and a group admin approves one', async ({ browser, page }) => {
  test.slow();
  const description = `Exposition au CDI ${Date.now()}`;
  const admin = await browser.newContext({ baseURL: E2E.mistral, storageState: { cookies: [], origins: [] } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@mistral.example', { origin: E2E.mistral });
  await expect(adminPage).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  const setRule = async (name: RegExp) => {
    await adminPage.goto('/admin/privacy');
    await adminPage.getByRole('group', { name: 'Liens publics' }).getByRole('radio', { name }).check();
    await adminPage.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(adminPage.locator('.p-toast-message', { hasText: 'Règles de confidentialité enregistrées' }).first()).toBeVisible();
  };
  await setRule(/^Sur approbation/);
  expect(await seriousViolations(adminPage)).toEqual([]);

  // The learner makes an experience public from its card's share dialog: told it waits, no link handed out.
  await signIn(page, 'learner@mistral.example', { origin: E2E.mistral });
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  const created = await createExperienceViaApi(page, { description, sharing_parameters: 'community' });
  await page.goto(`${E2E.mistral}/`);
  const [mailsBefore, learnerMailsBefore] = await Promise.all([mailsTo('groupadmin@mistral.example'), mailsTo('learner@mistral.example')]);
  const card = page.getByTestId('journal-card').filter({ hasText: description });
  await card.getByRole('button', { name: 'Options' }).click();
  await page.locator('.card-menu').getByRole('menuitem', { name: /Partager/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager' });
  await expect(dialog.getByText('une fois approuvé par un·e responsable de groupe')).toBeVisible();
  await dialog.getByRole('radio', { name: /Lien public/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.p-toast-message', { hasText: 'un·e responsable de groupe doit approuver le lien public' })).toBeVisible();
  await expect(dialog.getByText('Ce lien public attend l’approbation d’un·e responsable de groupe')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Lien public' })).toHaveCount(0);

  // Until approved, the link opens for nobody.
  const reader = await browser.newContext({ baseURL: E2E.mistral, storageState: { cookies: [], origins: [] } });
  const readerPage = await reader.newPage();
  const publicPage = await readerPage.goto(`/experiences/public/${created.public_token}`);
  expect(publicPage?.status()).toBe(404);

  // The group admin of the learner's group is asked by mail, and approves from the page it leads to.
  const asked = await nthMailTo('groupadmin@mistral.example', mailsBefore.length + 1);
  expect(asked.text).toContain(description);
  const groupAdmin = await browser.newContext({ baseURL: E2E.mistral, storageState: { cookies: [], origins: [] } });
  const groupAdminPage = await groupAdmin.newPage();
  await signIn(groupAdminPage, 'groupadmin@mistral.example', { origin: E2E.mistral });
  await expect(groupAdminPage).toHaveURL((url) => !url.pathname.startsWith('/auth'));
  await groupAdminPage.goto(new URL(linkTo(asked, '/admin/public-links')).pathname);
  await expect(groupAdminPage.getByRole('heading', { level: 1, name: 'Liens publics' })).toBeVisible();
  const waiting = groupAdminPage.getByRole('list', { name: 'Liens publics en attente' });
  // Her public experiences from before the switch wait too: the rule applies to every link.
  const request = waiting.getByRole('listitem').filter({ hasText: description });
  await expect(request.getByRole('link', { name: description })).toBeVisible();
  await expect(request.getByText(/Demandé par Léa Lambert/)).toBeVisible();
  expect(await seriousViolations(groupAdminPage)).toEqual([]);
  await request.getByRole('button', { name: `Approuver le lien public de « ${description} »` }).click();
  await expect(groupAdminPage.locator('.p-toast-message', { hasText: 'Lien public approuvé' })).toBeVisible();
  await expect(waiting.getByRole('link', { name: description })).toHaveCount(0);

  // Now it opens, and the learner is told.
  await readerPage.goto(`/experiences/public/${created.public_token}`);
  await expect(readerPage.getByText(description)).toBeVisible();
  const told = await nthMailTo('learner@mistral.example', learnerMailsBefore.length + 1);
  expect(told.text).toContain(description);

  // Back to the default, as the other tests expect it.
  await setRule(/^Autorisés/);
  for (const context of [admin, reader, groupAdmin]) await context.close();
});
