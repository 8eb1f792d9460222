import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { STORAGE } from './support/hosts';
import { photoFile } from './support/images';
import { pickAndCropPicture } from './support/experiences';
import { expectPath } from './support/sign-in';

// Issue 8: "the date picker follows the browser's locale instead of the page's". The browser here
// speaks American English (playwright.config.ts): each page's dates must follow the page.
test.use({ storageState: STORAGE.learner });

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).formatToParts(date).find((part) => part.type === 'month')!.value;

for (const [locale, chooseDate, pattern] of [
  ['fr', 'Choisir une date', (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`],
  ['el', 'Επιλέξτε ημερομηνία', (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`],
  ['nl', 'Kies een datum', (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`],
] as const) {
  test(`a story's day is shown, picked and kept in the page's language, in ${locale}`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/create-story'));
    const field = page.locator('#story-date');
    const today = new Date();
    await expect(field).toHaveValue(pattern(today));

    await page.getByRole('button', { name: chooseDate }).click();
    const panel = page.locator('.p-datepicker');
    await expect(panel.locator('.p-datepicker-month')).toHaveText(monthOf(locale, today));
    expect(await seriousViolations(page)).toEqual([]);
    // The chosen day is readable: the theme painted its number in its own background colour.
    const chosen = panel.locator('td > span.p-highlight');
    await expect(chosen).toHaveText(String(today.getDate()));
    const [ink, fill] = await chosen.evaluate((day) => [getComputedStyle(day).color, getComputedStyle(day).backgroundColor]);
    expect(ink).not.toBe(fill);
    await panel.locator('td:not(.p-datepicker-other-month) > span', { hasText: /^3$/ }).click();
    const third = new Date(today.getFullYear(), today.getMonth(), 3);
    await expect(field).toHaveValue(pattern(third));

    // The draft keeps the day chosen (spec §4: session storage).
    await page.reload();
    await expect(field).toHaveValue(pattern(third));
  });
}

test("an experience's moment is typed in the page's pattern, with hours and minutes", async ({ page }) => {
  await page.goto('/create-experience');
  await pickAndCropPicture(page, await photoFile());
  await page.getByLabel("Qu'avez-vous vécu ?").fill(`Une date en français ${Date.now()}`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-experience/meta');
  const field = page.getByLabel('Date et heure');
  await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await field.fill('14/07/2026 09:30');
  await field.blur();
  await page.reload();
  await expect(page.getByLabel('Date et heure')).toHaveValue('14/07/2026 09:30');
});
