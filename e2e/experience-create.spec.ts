import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { photoFile } from './support/images';
import { pickAndCropPicture } from './support/experiences';
import { expectPath } from './support/sign-in';

test.use({ storageState: STORAGE.learner });

// Spec §2: "/create-experience — Steps: index (required step), meta, skills. Back goes to the
// previous step. The header menu is hidden." Spec §4: the draft persists in session storage,
// the images in the browser's local database.

test('a learner records an experience from picture to skills and finds it on the dashboard', async ({ page }) => {
  const description = `Visite du port de Marseille ${Date.now()}`;
  await page.goto('/create-experience');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajouter une expérience');
  await expect(page.locator('.app-nav')).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeDisabled();

  await pickAndCropPicture(page, await photoFile());
  await expect(page.getByAltText('La photo recadrée')).toBeVisible();
  await page.getByLabel("Qu'avez-vous vécu ?").fill(description);
  await expect(next).toBeEnabled();
  await next.click();

  await expectPath(page, '/create-experience/meta');
  await page.getByLabel('Lieu').fill('Marseil');
  await page.getByRole('option', { name: /Marseille.*France/ }).first().click();
  await expect(page.getByText(/Marseille.*France/).last()).toBeVisible();
  await page.getByLabel('Lien', { exact: true }).fill('example.org/port');
  await page.getByRole('textbox', { name: 'Tags' }).fill('sortie');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await page.getByRole('textbox', { name: 'Tags' }).fill('mer');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.locator('.wizard__form .chip')).toHaveText(['#sortie', '#mer'].map((t) => new RegExp(t)));
  await page.getByLabel(/Ma communauté/).check();
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expectPath(page, '/create-experience/skills');
  await page.getByRole('button', { name: 'Communication' }).click();
  await page.getByLabel('Une autre compétence').fill('Orientation');
  await page.getByLabel('Une autre compétence').press('Enter');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Donnez un niveau' })).toBeVisible();
  for (const skill of ['Communication', 'Orientation']) {
    await page.getByRole('listitem').filter({ hasText: skill }).locator('.p-rating-item').nth(2).click();
  }
  await page.getByRole('button', { name: 'Publier' }).click();

  const success = page.getByRole('dialog', { name: 'Expérience enregistrée !' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Voir mon journal' }).click();
  await expectPath(page, '/');
  await page.goto('/experiences');
  const card = page.locator('.experience-card').filter({ hasText: description });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.locator('.experience-view')).toContainText('Marseille');
  await expect(page.locator('.experience-view')).toContainText(/#sortie/i);
  await expect(page.getByRole('link', { name: 'http://example.org/port' })).toHaveAttribute('target', '_blank');
  await expect(page.locator('.experience-view .skill-row').filter({ hasText: 'Communication' }).locator('.p-rating-item-active')).toHaveCount(3);
});

test('Back returns to the previous step, and a reload mid-wizard keeps the draft and the picture', async ({ page }) => {
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile('atelier.jpg', 300));
  await page.getByLabel("Qu'avez-vous vécu ?").fill('Atelier de poterie');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  await page.getByRole('textbox', { name: 'Tags' }).fill('argile');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');

  await page.reload();
  await expectPath(page, '/create-experience/meta');
  await expect(page.locator('.wizard__form .chip')).toHaveText([/#argile/]);
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expectPath(page, '/create-experience');
  await expect(page.getByLabel("Qu'avez-vous vécu ?")).toHaveValue('Atelier de poterie');
  await expect(page.getByAltText('La photo recadrée')).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
        };
      }),
  );
  expect(stored.sort()).toEqual(['draft-experience-cropped-image', 'draft-experience-original-image']);
});

test('the description refuses a 280th character and the step stays locked', async ({ page }) => {
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await page.getByLabel("Qu'avez-vous vécu ?").fill('x'.repeat(280));
  await expect(page.getByText('La description doit contenir au plus 279 caractères.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await page.getByLabel("Qu'avez-vous vécu ?").fill('x'.repeat(279));
  await expect(page.getByText('279/279 caractères')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeEnabled();
});

test('a later step opened without the required step goes back to it', async ({ page }) => {
  await page.goto('/create-experience/skills');
  await expectPath(page, '/create-experience');
});
