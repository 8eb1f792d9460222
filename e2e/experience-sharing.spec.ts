import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi, pickAndCropPicture } from './support/experiences';
import { photoFile } from './support/images';
import { expectPath, pageFetch } from './support/sign-in';

test.use({ storageState: STORAGE.learner });

// Spec §3: an experience has "sharingParameters (maps to translation key experience.share.{value}),
// groupIds, groups"; spec §2: "Share opens a share dialog with the item in menu-only mode".

test('"Mes groupes" with no group ticked does not go on, and says why', async ({ page }) => {
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await page.getByLabel("Qu'avez-vous vécu ?").fill('Sortie de classe');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  await page.getByRole('radio', { name: /Mes groupes/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cochez au moins un groupe.' })).toBeVisible();
  await expectPath(page, '/create-experience/meta');
  await page.getByRole('checkbox', { name: 'Seconde A' }).check();
  await expect(page.getByText('Cochez au moins un groupe.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/skills');
});

test('the share dialog offers the public link only when the item is public, and changes who sees it', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/');
  const created = await createExperienceViaApi(page, { description: `partage-${stamp}`, sharing_parameters: 'community' });
  await page.reload();
  const card = page.getByTestId('journal-card').filter({ hasText: `partage-${stamp}` });
  await card.getByRole('button', { name: 'Options' }).click();
  await page.locator('.card-menu').getByRole('menuitem', { name: /Partager/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager' });
  await expect(dialog.getByRole('radio', { name: /Ma communauté/ })).toBeChecked();
  // The author holds the token of every item; a community item must not hand it out.
  await expect(dialog.getByRole('textbox', { name: 'Lien public' })).toHaveCount(0);

  await dialog.getByRole('radio', { name: /Mes groupes/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cochez au moins un groupe.');
  expect((await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data.sharing_parameters).toBe('community');

  await dialog.getByRole('radio', { name: /Lien public/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.p-toast-message', { hasText: 'Partage mis à jour.' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Lien public' })).toHaveValue(new RegExp(`/experiences/public/${created.public_token}$`));
  expect((await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data.sharing_parameters).toBe('public');
});

test('the three actions of an experience page have one weight, and delete is marked dangerous and confirms', async ({ page }) => {
  await page.goto('/');
  const created = await createExperienceViaApi(page, { description: 'Actions', sharing_parameters: 'public' });
  await page.goto(`/experiences/${created.id}`);
  const actions = [page.getByRole('link', { name: 'Modifier' }), page.getByRole('button', { name: 'Partager' }), page.getByRole('button', { name: 'Supprimer' })];
  const looks = await Promise.all(
    actions.map((action) =>
      action.evaluate((element) => {
        const style = getComputedStyle(element);
        return { height: element.getBoundingClientRect().height, font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, fill: style.backgroundColor, border: style.borderStyle };
      }),
    ),
  );
  for (const look of looks.slice(1)) expect(look).toEqual(looks[0]);
  await expect(actions[2]).toHaveClass(/p-button-danger/);
  await expect(actions[0]).not.toHaveClass(/p-button-danger/);
  await expect(actions[1]).not.toHaveClass(/p-button-danger/);
  await actions[2].click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Supprimer définitivement cette expérience ?');
  await expect(confirm.getByRole('button', { name: 'Supprimer' })).toHaveClass(/p-button-danger/);
});
