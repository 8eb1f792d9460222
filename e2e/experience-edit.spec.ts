import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi, pickAndCropPicture } from './support/experiences';
import { photoFile } from './support/images';
import { expectPath, pageFetch } from './support/sign-in';

test.use({ storageState: STORAGE.learner });

test('editing saves tags at once, updates the address and replaces the picture', async ({ page }) => {
  await page.goto('/');
  const tag = `match${Date.now()}`;
  const created = await createExperienceViaApi(page, { description: 'Match de handball', tags_attributes: [{ name: tag }] });
  const before = (await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data;

  await page.goto(`/experiences/${created.id}/edit`);
  await expect(page.getByLabel("Qu'avez-vous vécu ?")).toHaveValue('Match de handball');
  await pickAndCropPicture(page, await photoFile('nouvelle.jpg', 90));
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, `/experiences/${created.id}/edit/meta`);

  await page.getByRole('button', { name: `Retirer le tag ${tag}` }).click();
  await expect(page.locator('.wizard__form .chip')).toHaveCount(0);
  const added = `équipe${Date.now()}`;
  await page.getByRole('textbox', { name: 'Tags' }).fill(added);
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(page.locator('.wizard__form .chip')).toHaveText([new RegExp(`#${added}`)]);
  // Saved at once, before the wizard is submitted.
  await expect.poll(async () => (await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data.tags_attributes.map((t: { name: string }) => t.name)).toEqual([added]);

  await page.getByLabel('Lieu').fill('Lyon');
  await page.getByRole('option', { name: /Lyon/ }).first().click();
  await expect.poll(async () => (await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data.address_attributes?.city).toBe('Lyon');

  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectPath(page, `/experiences/${created.id}`);
  const after = (await pageFetch(page, `/api/v2/experiences/${created.id}`)).body.data;
  expect(after.picture_url).not.toBe(before.picture_url);
  await expect(page.locator('.experience-view img').first()).toHaveAttribute('src', after.picture_url);
  // The page offers the picture's smaller renditions too, and each of them loads.
  const srcset = (await page.locator('.experience-view__picture').getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);
  expect(candidates[0]).toBe(after.picture_url.replace(/\.jpg$/, '-thumbnail.jpg'));
  for (const candidate of candidates) {
    const loaded = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, candidate);
    expect(loaded, candidate).toEqual({ status: 200, type: 'image/jpeg' });
  }
});

test('a public experience opens signed out through its link; a private one does not', async ({ page, browser }) => {
  await page.goto('/');
  const shared = await createExperienceViaApi(page, { description: 'Exposition publique', sharing_parameters: 'public' });
  const hidden = await createExperienceViaApi(page, { description: 'Journal intime' });
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/experiences/public/${shared.public_token}`);
  await expect(anonymous.locator('.experience-view')).toContainText('Exposition publique');
  const refused = await anonymous.goto(`/experiences/public/${hidden.public_token ?? 'x'.repeat(43)}`);
  expect(refused?.status()).toBe(404);
  await visitor.close();
});

test('deleting asks for confirmation, removes the experience and confirms with a toast', async ({ page }) => {
  await page.goto('/');
  const created = await createExperienceViaApi(page, { description: 'À supprimer' });
  await page.goto(`/experiences/${created.id}`);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Supprimer définitivement cette expérience ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expectPath(page, '/');
  await expect(page.locator('.p-toast-message', { hasText: 'Expérience supprimée.' })).toBeVisible();
  expect((await pageFetch(page, `/api/v2/experiences/${created.id}`)).status).toBe(404);
});

test("another learner's experience offers no edit menu and its edit route goes back to the view", async ({ page, browser }) => {
  await page.goto('/');
  const created = await createExperienceViaApi(page, { description: 'Partagée avec la communauté', sharing_parameters: 'community' });
  const admin = await browser.newContext({ storageState: STORAGE.admin });
  const other = await admin.newPage();
  await other.goto(`/experiences/${created.id}`);
  await expect(other.locator('.experience-view')).toContainText('Partagée avec la communauté');
  await expect(other.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await other.goto(`/experiences/${created.id}/edit`);
  await expectPath(other, `/experiences/${created.id}`);
  await admin.close();
});
