import { expect, test } from './support/test';
import { expectPath } from './support/sign-in';

// Spec §9: "Locale cookie i18n_redirected, 365 days, path /, sameSite lax."

test('visiting /en writes the locale cookie, which then brings the visitor back to English', async ({ page, context }) => {
  await page.goto('/en/auth');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/auth');
  await expectPath(page, '/en/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your journey, in your own words');
});

test('French is the default, without prefix, whatever the browser language', async ({ page }) => {
  await page.goto('/auth');
  await expectPath(page, '/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language switcher changes the URL prefix and the cookie', async ({ page, context }) => {
  await page.goto('/auth/login/form');
  await page.getByLabel('Langue').first().selectOption('it');
  await expectPath(page, '/it/auth/login/form');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('it');
  await page.getByLabel('Lingua').first().selectOption('fr');
  await expectPath(page, '/auth/login/form');
  // Issue 8: going back to French stuck for one page only; the cookie stayed on the other language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
  await page.reload();
  await expectPath(page, '/auth/login/form');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/auth');
  await expectPath(page, '/auth');
});

for (const [prefix, title] of [
  ['', 'Page introuvable'],
  ['/en', 'Page not found'],
] as const) {
  test(`an unknown route shows the 404 page in the current language (${prefix || 'fr'})`, async ({ page }) => {
    const response = await page.goto(`${prefix}/this/route/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The tab says it too, not only the community's name (issue 8).
    await expect(page).toHaveTitle(`${title} · Demo`);
    await page.locator('.error-page a').click();
    await expectPath(page, `${prefix}/auth/login/form`);
  });
}

// Drawn by the server, not only by scripts once they ran: a phone on a slow network saw a blank
// page named "Demo" (issue 8), and so did any browser without JavaScript.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, lang, title] of [
    ['/nowhere/at-all', 'fr', 'Page introuvable'],
    ['/el/nowhere/at-all', 'el', 'Η σελίδα δεν βρέθηκε'],
  ] as const) {
    test(`an unknown address still shows the 404 page in its language (${lang})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Demo`);
      await expect(page.locator('.error-page a')).toBeVisible();
    });
  }
});

test('every locale renders the 404 page in its own words', async ({ page }) => {
  const titles = new Set<string>();
  for (const locale of ['fr', 'en', 'it', 'el', 'nl', 'pt']) {
    await page.goto(`/${locale === 'fr' ? '' : locale + '/'}missing-page`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    titles.add((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  expect(titles.size).toBe(6);
});
