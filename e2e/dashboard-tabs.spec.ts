import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';

// Issue 8: "Dashboard tabs run off screen with no hint that they scroll". On a phone the six tabs
// are wider than the screen in every language: a shade on each side where more tabs wait says
// so, and the tab of the page one opened is in view.
const PAGE_COLOUR = { r: 0xf4, g: 0xf7, b: 0xf6 };

/** How much darker than the page the row's outermost column is, on each side, just under its top edge (above the labels). */
async function edgeShades(row: Locator) {
  const { data, info } = await sharp(await row.screenshot({ animations: 'disabled' }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const darkness = (x: number) => {
    const at = (3 * info.width + x) * info.channels;
    return Math.round((PAGE_COLOUR.r + PAGE_COLOUR.g + PAGE_COLOUR.b - data[at] - data[at + 1] - data[at + 2]) / 3);
  };
  return { start: darkness(1), end: darkness(info.width - 2) };
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, storageState: STORAGE.learner });

/** A shade on each side of the row where more tabs wait, and only there. */
async function expectShadesWhereTabsWait(row: Locator, where: string) {
  const { before, after } = await row.evaluate((list) => ({ before: list.scrollLeft > 1, after: list.scrollLeft < list.scrollWidth - list.clientWidth - 1 }));
  const shades = await edgeShades(row);
  for (const [side, waiting] of [['start', before], ['end', after]] as const) {
    if (waiting) expect(shades[side], `${where}: a shade at its ${side}`).toBeGreaterThan(12);
    else expect(shades[side], `${where}: no shade at its ${side}`).toBeLessThan(4);
  }
  return { before, after };
}

for (const locale of LOCALES) {
  test(`on a phone the dashboard's tabs show where they scroll and the current tab, in ${locale}`, async ({ page }) => {
    for (const [path, index] of [
      ['/', 0],
      ['/dashboard/portrait', 4],
      ['/dashboard/profile', 5],
    ] as const) {
      const where = `${path} in ${locale}`;
      await page.goto(localizedPath(locale, path));
      const row = page.locator('.tabs ul');
      const marked = row.locator('[aria-current="page"]');
      expect(await marked.evaluate((link) => [...link.closest('ul')!.querySelectorAll('a')].indexOf(link as HTMLAnchorElement))).toBe(index);
      // Wider than the screen: otherwise there would be nothing to hint at.
      expect(await row.evaluate((list) => list.scrollWidth - list.clientWidth), where).toBeGreaterThan(20);
      // The marked tab lies whole inside the row's visible box, on the screen.
      await expect
        .poll(() =>
          marked.evaluate((link) => {
            const tab = link.getBoundingClientRect();
            const box = link.closest('ul')!.getBoundingClientRect();
            return tab.left >= box.left - 1 && tab.right <= box.right + 1 && tab.right <= window.innerWidth;
          }),
        )
        .toBe(true);
      const waiting = await expectShadesWhereTabsWait(row, where);
      if (path === '/') {
        expect(waiting).toEqual({ before: false, after: true });
        // Halfway along, tabs wait on both sides.
        await row.evaluate((list) => (list.scrollLeft = (list.scrollWidth - list.clientWidth) / 2));
        expect(await expectShadesWhereTabsWait(row, `${where}, halfway`)).toEqual({ before: true, after: true });
      }
      if (path === '/dashboard/profile') expect(waiting).toEqual({ before: true, after: false });
    }
  });
}
