import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';

// Issue 8: "fonts and CSS do not block", and no layout shift. PrimeReact's theme names a 346 KB
// variable font for its components; the product uses the phone's own font everywhere instead,
// so a first visit downloads no font at all and nothing shifts when one would have swapped in.
async function textFontsWhileLoading(page: import('@playwright/test').Page, path: string) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    // primeicons is the icon font, drawn for its pictograms; any other font is text's.
    if (request.resourceType() === 'font' && !request.url().includes('primeicons')) fonts.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return fonts;
}

/** The font a PrimeReact component draws its text in, beside the page's own. */
const fontFamilies = (page: import('@playwright/test').Page, selector: string) =>
  page.evaluate((s) => ({ body: getComputedStyle(document.body).fontFamily, component: getComputedStyle(document.querySelector(s)!).fontFamily }), selector);

test('the login form downloads no text font, and its PrimeReact fields use the page font', async ({ page }) => {
  expect(await textFontsWhileLoading(page, '/auth/login/form')).toEqual([]);
  const families = await fontFamilies(page, '.p-inputtext');
  expect(families.component).toBe(families.body);
  expect(families.body).not.toContain('Inter');
});

test.describe('signed in', () => {
  test.use({ storageState: STORAGE.learner });
  test('the dashboard downloads no text font, and its PrimeReact buttons use the page font', async ({ page }) => {
    expect(await textFontsWhileLoading(page, '/')).toEqual([]);
    const families = await fontFamilies(page, '.p-button');
    expect(families.component).toBe(families.body);
  });
});
