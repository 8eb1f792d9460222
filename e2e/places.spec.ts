import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';

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
