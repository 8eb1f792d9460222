import { expect, test } from './support/test';
import { pickAndCropPicture } from './support/experiences';
import { STORAGE } from './support/hosts';
import { photoFile } from './support/images';
import { expectPath } from './support/sign-in';

test.use({ storageState: STORAGE.learner });

// Location search works with no Mapbox token: an offline gazetteer, in the visitor's language.
for (const [prefix, country] of [
  ['', 'Grèce'],
  ['/en', 'Greece'],
] as const) {
  test(`location search answers offline in ${prefix || '/fr'}`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const result = await page.evaluate(async (lang) => (await fetch(`/api/mapbox?query=Athen&language=${lang}`)).json(), prefix ? 'en' : 'fr');
    expect(result.data[0]).toMatchObject({ city: expect.stringMatching(/^Ath/), country });
  });
}

test('on a Portuguese page the place field suggests Lisbon by its Portuguese name', async ({ page }) => {
  await page.goto('/pt/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await page.getByLabel('O que viveu?').fill(`Um passeio em Lisboa ${Date.now()}`);
  await page.getByRole('button', { name: 'Seguinte' }).click();
  await expectPath(page, '/pt/create-experience/meta');
  const place = page.getByRole('combobox', { name: 'Local' });
  await place.fill('Lisb');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/^Lisboa.*Portugal/);
  await place.fill('Lisbonne');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/^Lisboa.*Portugal/);
});
