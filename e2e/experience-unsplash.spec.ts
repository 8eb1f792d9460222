import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E, STORAGE } from './support/hosts';
import { seriousViolations } from './support/axe';
import { describeAndPublish } from './support/experiences';
import type { UnsplashDownload } from '../tests/support/unsplash-stand-in';

test.use({ storageState: STORAGE.learner });

// The e2e backend holds a key for a local Unsplash (e2e/support/unsplash-server.ts), which lists
// fifteen harbour photos and records each download reported to it, with the query in its ixid.

const REFERRAL = 'utm_source=learning_journal&utm_medium=referral';

/** The downloads the stand-in recorded for this query: each test searches its own. */
async function downloadsOf(query: string): Promise<UnsplashDownload[]> {
  const all = (await (await fetch(`${E2E.unsplash}/recorded/downloads`)).json()) as UnsplashDownload[];
  return all.filter((download) => download.ixid === query);
}

async function expectCredit(within: Locator, photographer: string, username: string) {
  await expect(within).toHaveText(`Photo par ${photographer} sur Unsplash`);
  await expect(within.getByRole('link', { name: photographer })).toHaveAttribute('href', `https://unsplash.com/@${username}?${REFERRAL}`);
  await expect(within.getByRole('link', { name: 'Unsplash' })).toHaveAttribute('href', `https://unsplash.com/?${REFERRAL}`);
}

async function searchPickAndPublish(page: Page, query: string) {
  await page.goto('/create-experience');
  await page.getByRole('button', { name: 'Chercher sur Unsplash' }).click();
  const dialog = page.getByRole('dialog', { name: "Photos d'Unsplash" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Chercher une photo');
  await expect(field).toBeFocused();

  await field.fill('volcano');
  await dialog.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Aucune photo trouvée pour « volcano ».');

  await field.fill(query);
  await field.press('Enter');
  const results = dialog.getByRole('list', { name: 'Photos trouvées' }).getByRole('listitem');
  await expect(results).toHaveCount(12);
  const first = results.first();
  await expect(first.getByRole('img', { name: 'Fishing boats moored in a harbour' })).toBeVisible();
  // The thumbnail came through the backend: the page's policy loads pictures from its own origin only.
  // Visible by its alt text already while the bytes arrive: it is the loaded picture that is 200 px wide.
  await expect.poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  await expectCredit(first.locator('.unsplash-credit'), 'Ann Marin', 'annmarin');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Plus de photos' }).click();
  await expect(results).toHaveCount(15);
  await expect(dialog.getByRole('button', { name: 'Plus de photos' })).toHaveCount(0);
  expect(await downloadsOf(query)).toEqual([]);

  await dialog.getByRole('button', { name: 'Nets drying on a quay' }).click();
  const framing = page.getByRole('dialog', { name: 'Cadrez votre photo' });
  await expect(framing.locator('.reactEasyCrop_Image')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Unsplash's guidelines: a photo used is reported once, when chosen.
  expect(await downloadsOf(query)).toEqual([{ photoId: 'stand-in-4', ixid: query }]);
  await framing.getByRole('button', { name: 'Valider le cadrage' }).click();
  await expect(framing).toBeHidden();

  await expect(page.getByAltText('La photo recadrée')).toBeVisible();
  await expectCredit(page.locator('.picture-preview figcaption'), 'Dario Rete', 'dariorete');
  expect(await seriousViolations(page)).toEqual([]);
  // The credit stays with the draft across a reload.
  await page.reload();
  await expectCredit(page.locator('.picture-preview figcaption'), 'Dario Rete', 'dariorete');

  const description = `Filets au port ${query}`;
  await describeAndPublish(page, description, 'Des filets qui sèchent sur le quai');
  await expect(page.getByRole('dialog', { name: 'Expérience enregistrée !' })).toBeVisible();
  expect(await downloadsOf(query)).toHaveLength(1);

  await page.goto('/experiences');
  await expect(page.locator('.experience-card').filter({ hasText: description }).getByRole('img', { name: 'Des filets qui sèchent sur le quai' })).toBeVisible();
}

test('a learner finds a photo on Unsplash, sees whose it is, frames it and publishes; the download is reported once', async ({ page }) => {
  test.slow();
  await searchPickAndPublish(page, `harbour desktop-${Date.now()}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same, at 390×844', async ({ page }) => {
    test.slow();
    await searchPickAndPublish(page, `harbour phone-${Date.now()}`);
  });
});
