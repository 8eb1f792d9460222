import { LOCALES } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { STORAGE } from './support/hosts';
import { pickAndCropPicture } from './support/experiences';
import { photoFile } from './support/images';
import { expectPath } from './support/sign-in';

// "Placeholders cut in pt ('Pesquisar uma cidade ou um loca')": on a 360 px phone, in every
// language, a one-line field shows its whole placeholder. A textarea wraps its placeholder, so
// only <input>s can cut one.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, storageState: STORAGE.learner });

/**
 * Each visible input's placeholder, measured with a canvas in the input's own font, against the
 * width its text gets (inside the padding). The page's fonts are loaded first, so the
 * measurement is the font the reader sees.
 */
async function placeholderFits(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = Math.ceil(context.measureText(input.placeholder).width);
        const room = Math.floor(input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
        return { id: input.id, placeholder: input.placeholder, text, room };
      });
  });
}

/** The placeholders cut on this page; the fields named are there, or the page would pass for nothing. */
async function cutPlaceholders(page: Page, ids: string[], where: string) {
  const fields = await placeholderFits(page);
  expect(fields.map((field) => field.id), where).toEqual(expect.arrayContaining(ids));
  return fields.filter((field) => field.text > field.room).map((field) => `${where} ${field.id}: "${field.placeholder}" needs ${field.text}px, has ${field.room}px`);
}

test("the experience's place and tag fields show their whole placeholder, in every language", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await page.getByLabel("Qu'avez-vous vécu ?").fill(`Des placeholders entiers ${Date.now()}`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  // The draft lives in this tab's session storage: each language opens the same step.
  const cut: string[] = [];
  for (const locale of LOCALES) {
    const path = localizedPath(locale, '/create-experience/meta');
    await page.goto(path);
    await expect(page.locator('#experience-tag')).toBeVisible();
    cut.push(...(await cutPlaceholders(page, ['experience-address', 'experience-tag'], path)));
  }
  expect(cut).toEqual([]);
});

test("a story's title field shows its whole placeholder, in every language", async ({ page }) => {
  const cut: string[] = [];
  for (const locale of LOCALES) {
    const path = localizedPath(locale, '/create-story');
    await page.goto(path);
    await expect(page.locator('#story-title')).toBeVisible();
    cut.push(...(await cutPlaceholders(page, ['story-title'], path)));
  }
  expect(cut).toEqual([]);
});
