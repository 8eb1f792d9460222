import type { Locator, Page } from '@playwright/test';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import el from '../messages/el.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import pt from '../messages/pt.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';

// "Dialog close buttons are named 'Close' in English for screen readers in fr/pt/el": every
// dialog's close button, and every toast's, is named in the page's language, whatever the screen.
const LOCALES = { fr, pt, el } as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];

test.use({ storageState: STORAGE.learner });
// Each test uploads a picture (the experience whose menu it opens) and runs axe on the open dialog:
// past the 60 s guard on a busy 2-core machine.
test.slow();

/**
 * The open dialog's buttons: one is the close button in the page's words, none is named in English.
 * axe looks at each dialog at both sizes in French only: the names, which are all a language
 * changes in a dialog, are checked word for word above it in every language.
 */
async function expectCloseNamedIn(page: Page, dialog: Locator, messages: typeof fr) {
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: messages.dialog.close, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en.dialog.close, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^close$/i })).toHaveCount(0);
  if (messages === fr) expect(await seriousViolations(page)).toEqual([]);
}

/** A fresh experience of the learner's on the journal in `locale`, and its card's menu toggle. */
async function ownCard(page: Page, locale: keyof typeof LOCALES, stamp: string) {
  await page.goto(localizedPath(locale, '/'));
  await createExperienceViaApi(page, { description: stamp });
  await page.reload();
  const card = page.getByTestId('journal-card').filter({ hasText: stamp });
  return { card, toggle: card.getByRole('button', { name: LOCALES[locale].journal.menu.openFor.replace('{item}', stamp) }) };
}

for (const [locale, messages] of Object.entries(LOCALES) as [keyof typeof LOCALES, typeof fr][]) {
  test.describe(`in ${locale}, on a phone (390 × 844)`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a toast names its close button, which closes it', async ({ page }) => {
      const stamp = `toast-${locale}-${Date.now()}`;
      const { card, toggle } = await ownCard(page, locale, stamp);
      await toggle.click();
      await page.getByRole('menuitem', { name: new RegExp(messages.journal.menu.delete) }).click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: messages.experience.delete.accept }).click();
      await expect(card).toHaveCount(0);
      const toast = page.locator('.p-toast-message').filter({ hasText: messages.journal.delete.success.replace('{kind}', messages.journal.kind.experience) });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('button', { name: /^close$/i })).toHaveCount(0);
      await toast.getByRole('button', { name: messages.dialog.close, exact: true }).click();
      await expect(toast).toHaveCount(0);
    });
  });

  for (const size of SIZES) {
    test.describe(`in ${locale}, ${size.name} (${size.width} × ${size.height})`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('the share dialog names its close button, which closes it', async ({ page }) => {
        const { toggle } = await ownCard(page, locale, `share-${locale}-${size.name}-${Date.now()}`);
        await toggle.click();
        await page.getByRole('menuitem', { name: new RegExp(messages.journal.menu.share) }).click();
        const share = page.getByRole('dialog', { name: messages.journal.menu.share });
        await expectCloseNamedIn(page, share, messages);
        await share.getByRole('button', { name: messages.dialog.close, exact: true }).click();
        await expect(share).toHaveCount(0);
      });

      // Spec §4: "Confirm dialogs and popups close on accept, reject, Escape or outside click".
      test('the deletion’s confirmation names its close button, and a click outside closes it, deleting nothing', async ({ page }) => {
        const { card, toggle } = await ownCard(page, locale, `confirm-${locale}-${size.name}-${Date.now()}`);
        await toggle.click();
        await page.getByRole('menuitem', { name: new RegExp(messages.journal.menu.delete) }).click();
        const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await expectCloseNamedIn(page, confirmation, messages);
        // Beside the dialog, on its mask: the bottom-left corner of the window.
        await page.mouse.click(5, size.height - 5);
        await expect(confirmation).toHaveCount(0);
        await expect(card).toBeVisible();
      });

      test('the account deletion dialog names its close button; Escape closes it', async ({ page }) => {
        await page.goto(localizedPath(locale, '/dashboard/profile'));
        await page.getByRole('button', { name: messages.account.delete.open }).click();
        const deletion = page.getByRole('dialog', { name: messages.account.delete.dialogTitle });
        await expectCloseNamedIn(page, deletion, messages);
        await page.keyboard.press('Escape');
        await expect(deletion).toHaveCount(0);
      });
    });
  }
}
