import { readFile } from 'node:fs/promises';
import { bakedInPng } from '../tests/support/baked-badges';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { STORAGE } from './support/hosts';
import { expect, test } from './support/test';

// "A learner's collection: a page listing every credential the learner holds (valid, revoked),
// each with its image, verify link, JSON and baked downloads, wallet pickup and LinkedIn" and
// "the verify page at 360 px has no overflow and no broken tokens". The demo learner holds the
// seeded certifications' credentials.

test.use({ storageState: STORAGE.learner });

async function validBadge(page: import('@playwright/test').Page, position = 0) {
  const card = page.locator('[data-testid=open-badge-card][data-status=valid]').nth(position);
  await expect(card).toBeVisible();
  return { card, publicId: (await card.getAttribute('data-public-id'))! };
}

test('the collection lists the learner’s badges, and the PNG download carries the signed credential', async ({ page }) => {
  // Reached from the dashboard, where a learner starts.
  await page.goto('/');
  await page.getByTestId('dashboard-open-badges').click();
  await expect(page).toHaveURL(/\/open-badges$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes Open Badges');
  const { card, publicId } = await validBadge(page);
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByTestId('open-badge-verify')).toHaveAttribute('href', new RegExp(`/credentials/${publicId}$`));
  await expect(card.getByTestId('open-badge-linkedin')).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?/);
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('open-badge-png').click()]);
  expect(download.suggestedFilename()).toBe(`open-badge-${publicId}.png`);
  const { baked } = bakedInPng(await readFile((await download.path())!));
  expect(baked, 'the PNG has one openbadgecredential iTXt chunk').toHaveLength(1);
  const credential = JSON.parse(baked[0].text);
  expect(credential.id).toMatch(new RegExp(`/credentials/${publicId}$`));
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.proof[0].cryptosuite).toBe('eddsa-rdfc-2022');
  // The achievement's image is the badge, never the learner's photo.
  expect(credential.credentialSubject.achievement.image.id).toMatch(new RegExp(`/api/v2/credentials/${publicId}/badge\\.png$`));
});

test('adding a badge to a wallet shows the offer: its QR code, a link for the phone’s wallet and the transaction code', async ({ page }) => {
  await page.goto('/en/open-badges');
  // A new offer ends the learner's open one for the same badge: the phone project, running at the
  // same time as the same learner, offers another badge.
  const { card } = await validBadge(page, test.info().project.name === 'phone' ? 1 : 0);
  const opener = card.getByTestId('wallet-pickup');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Add “.+” to your wallet$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('wallet-offer-qr')).toBeVisible();
  await expect(dialog.getByTestId('wallet-offer-code')).toHaveText(/^\d{6}$/);
  const offerUri = (await dialog.getByTestId('wallet-offer-open').getAttribute('href'))!;
  expect(offerUri).toMatch(/^openid-credential-offer:\/\/\?credential_offer_uri=/);
  expect(await seriousViolations(page)).toEqual([]);

  // The offer the QR code names is served, on the community's host, to any wallet: no cookie sent.
  const offerUrl = new URL(offerUri.replace('openid-credential-offer://', 'https://wallet.invalid/')).searchParams.get('credential_offer_uri')!;
  const offer = await page.evaluate(async (url) => (await fetch(url, { credentials: 'omit' })).json(), offerUrl);
  expect(offer.credential_configuration_ids).toEqual(['OpenBadgeCredential_ldp_vc']);
  expect(offer.grants['urn:ietf:params:oauth:grant-type:pre-authorized_code'].tx_code).toMatchObject({ input_mode: 'numeric', length: 6 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the verify page on a 360 px phone: one column, nothing overflows, the issuer’s id stays whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/open-badges');
  const { publicId } = await validBadge(page);
  for (const path of [`/en/credentials/${publicId}`, `/credentials/${publicId}`]) {
    await page.goto(path);
    await expect(page.getByRole('status')).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    // Each fact's value gets the page's width, not a squeezed second column of a few words a line.
    for (const value of await page.locator('dl.facts dd').all()) {
      expect((await value.boundingBox())!.width).toBeGreaterThan(250);
    }
    // The DID fits on its line at this width: nothing cuts it mid-token.
    const did = page.locator('code.credential-view__did');
    await expect(did).toHaveText(/^did:web:/);
    const lines = await did.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
