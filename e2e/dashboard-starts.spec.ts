import { LOCALES } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';

// "The dashboard's two main buttons stacked, right-aligned and of different widths on a phone":
// on a phone, in every language (el and pt have the longest labels), the two starts are one
// pair: the same width and height, side by side on one row, filling it, each label whole.
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

test.use({ isMobile: true, hasTouch: true, storageState: STORAGE.learner });

for (const size of SIZES) {
  test(`the dashboard's two starts are one pair at ${size.width} × ${size.height}, in every language`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    for (const locale of LOCALES) {
      await page.goto(localizedPath(locale, '/'));
      const starts = page.locator('.dashboard-starts > a');
      await expect(starts).toHaveCount(2);
      const [record, story] = [(await starts.nth(0).boundingBox())!, (await starts.nth(1).boundingBox())!];
      const row = (await page.locator('.dashboard-starts').boundingBox())!;
      const where = `${locale} at ${size.width}`;
      expect(Math.abs(record.width - story.width), `${where}: widths ${record.width} and ${story.width}`).toBeLessThanOrEqual(1);
      expect(Math.abs(record.height - story.height), `${where}: heights`).toBeLessThanOrEqual(1);
      expect(Math.abs(record.y - story.y), `${where}: one row`).toBeLessThanOrEqual(1);
      expect(record.x + record.width, `${where}: the record start comes first`).toBeLessThan(story.x);
      // Together they fill the row: no ragged right-aligned pair.
      expect(Math.abs(record.x - row.x), `${where}: left edge`).toBeLessThanOrEqual(1);
      expect(Math.abs(story.x + story.width - (row.x + row.width)), `${where}: right edge`).toBeLessThanOrEqual(1);
      expect(row.x + row.width, `${where}: inside the screen`).toBeLessThanOrEqual(size.width);
      // Each label is whole: it wraps inside its button, never runs past it.
      for (const start of await starts.all()) {
        expect(await start.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight), `${where}: ${await start.textContent()}`).toBe(true);
      }
    }
  });
}
