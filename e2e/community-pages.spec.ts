import type { Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pt from '../messages/pt.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { E2E, STORAGE } from './support/hosts';

// The issue: "/faq and /legal: real content in six languages (…), with a community-level
// override that admins edit."

test.describe('a community admin', () => {
  test.use({ storageState: STORAGE.admin });
  // The tests write the same demo pages (the legal notice in English): one after the other.
  test.describe.configure({ mode: 'serial' });

  test("writes demo's own legal notice in English, which English readers get and French readers do not, then gives the journal's back", async ({ page, browser }) => {
    test.slow();
    await page.goto('/en/legal');
    await page.getByRole('button', { name: 'Edit this page' }).click();
    const text = page.getByLabel('Text in English');
    await text.fill('## Who we are\n\nDemo high school, 1 rue des Écoles.\n\nThe head teacher answers for your data.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(page.locator('.community-text', { hasText: 'The head teacher answers for your data.' })).toBeVisible();

    const visitor = await browser.newContext({ baseURL: E2E.demo, storageState: { cookies: [], origins: [] } });
    const reader = await visitor.newPage();
    await reader.goto('/en/legal');
    await expect(reader.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Edit this page' })).toHaveCount(0);
    await reader.goto('/fr/legal');
    await expect(reader.getByRole('heading', { name: 'Les apprenants mineurs' })).toBeVisible();
    await reader.goto(`${E2E.mistral}/en/legal`);
    await expect(reader.getByRole('heading', { name: 'Learners who are minors' })).toBeVisible();
    await visitor.close();

    await page.getByRole('button', { name: 'Edit this page' }).click();
    await page.getByRole('button', { name: "Use the journal's text again" }).click();
    await page.getByRole('dialog', { name: "Use the journal's text again" }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText("The journal's text is back")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learners who are minors' })).toBeVisible();
  });

  // The report: the editor hid at the bottom of the page, opened empty, and custom text lost the
  // question-and-answer layout. Each page, on a wide screen in English and on a phone in Portuguese.
  for (const { locale, messages, viewport } of [
    { locale: 'en', messages: en, viewport: { width: 1280, height: 800 } },
    { locale: 'pt', messages: pt, viewport: { width: 390, height: 844 } },
  ]) {
    test.describe(`in ${locale}, ${viewport.width} wide`, () => {
      test.use({ viewport });
      const m = messages.communityPage;
      const language = locale === 'pt' ? messages.language.pt.toLocaleLowerCase('pt') : messages.language.en;

      test('edits the FAQ from under its heading, starting from the questions shown, and keeps them questions', async ({ page }) => {
        test.slow();
        await page.goto(`/${locale}/faq`);
        const edit = await editButtonUnderHeading(page, messages.faq.title, m.open);
        const product = messages.faq.questions;
        await expect(page.locator('details.faq-item')).toHaveCount(Object.keys(product).length);

        const text = await openEditor(page, edit, m.edit.replace('{community}', 'Demo'), m.label.replace('{language}', language));
        await expect(page.getByRole('dialog').getByText(m.formatQuestions)).toBeVisible();
        const opened = await text.inputValue();
        expect(opened).toContain(messages.faq.intro.replace('{community}', 'Demo'));
        expect(opened).toContain(`## ${product.what.q}\n${product.what.a}`);
        expect(opened).toContain(`## ${product.languages.q}\n`);
        expect(opened).not.toContain('{community}');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual([]);

        const saved = 'Written by Demo.\n\n## Who answers here?\nThe head teacher.\n\n## When is the school open?\nFrom 8 to 17.\nNot on Sundays.';
        await text.fill(saved);
        await page.getByRole('button', { name: m.save, exact: true }).click();
        await expect(page.getByText(m.saved)).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(edit).toBeFocused();
        const items = page.locator('details.faq-item');
        await expect(items).toHaveCount(2);
        await expect(items.locator('summary')).toHaveText(['Who answers here?', 'When is the school open?']);
        await expect(page.getByText('Written by Demo.')).toBeVisible();
        const answer = page.getByText('Not on Sundays.');
        await expect(answer).toBeHidden();
        await items.nth(1).locator('summary').focus();
        await page.keyboard.press('Enter');
        await expect(answer).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual([]);

        // Reopened, after a reload, the editor holds what was saved; Escape closes it without change.
        await page.reload();
        const reopened = await openEditor(page, edit, m.edit.replace('{community}', 'Demo'), m.label.replace('{language}', language));
        await expect(reopened).toHaveValue(saved);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(edit).toBeFocused();

        await restoreProductText(page, edit, m, messages.confirm.accept);
        await expect(page.locator('details.faq-item')).toHaveCount(Object.keys(product).length);
        await expect(page.getByText(product.what.q)).toBeVisible();
      });

      test('edits the legal notice from under its heading, starting from the sections shown, and keeps them sections', async ({ page }) => {
        test.slow();
        await page.goto(`/${locale}/legal`);
        const edit = await editButtonUnderHeading(page, messages.legal.title, m.open);
        const product = messages.legal.sections;

        const text = await openEditor(page, edit, m.edit.replace('{community}', 'Demo'), m.label.replace('{language}', language));
        await expect(page.getByRole('dialog').getByText(m.formatSections)).toBeVisible();
        const opened = await text.inputValue();
        expect(opened).toContain(`## ${product.publisher.title}\n${product.publisher.body.replace('{community}', 'Demo')}`);
        expect(opened).toContain(`## ${product.minors.title}\n`);
        expect(opened).not.toContain('{community}');
        expect(await sidewaysOverflow(page)).toEqual([]);

        const saved = '## Publisher\nDemo high school.\n\n## Your data\nKept one year.';
        await text.fill(saved);
        await page.getByRole('button', { name: m.save, exact: true }).click();
        await expect(page.getByText(m.saved)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Publisher', 'Your data']);
        await expect(page.getByRole('region', { name: 'Your data' })).toContainText('Kept one year.');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual([]);

        const reopened = await openEditor(page, edit, m.edit.replace('{community}', 'Demo'), m.label.replace('{language}', language));
        await expect(reopened).toHaveValue(saved);
        await page.getByRole('button', { name: m.cancel }).click();
        await expect(edit).toBeFocused();
        await restoreProductText(page, edit, m, messages.confirm.accept);
        await expect(page.getByRole('heading', { name: product.minors.title })).toBeVisible();
      });
    });
  }
});

/** The page's edit button, right under or beside its heading, before any of its text. */
async function editButtonUnderHeading(page: Page, title: string, label: string) {
  const heading = page.getByRole('heading', { level: 1, name: title });
  const edit = page.getByRole('button', { name: label });
  const [headingBox, editBox, textBox] = await Promise.all([heading.boundingBox(), edit.boundingBox(), page.locator(':has(> h1) + *').boundingBox()]);
  expect(editBox!.y).toBeLessThan(headingBox!.y + headingBox!.height + 24);
  expect(editBox!.y + editBox!.height).toBeLessThanOrEqual(textBox!.y);
  return edit;
}

/** Opens the editor from the keyboard; focus lands in its text. */
async function openEditor(page: Page, edit: ReturnType<Page['getByRole']>, title: string, label: string) {
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  const text = page.getByLabel(label);
  await expect(text).toBeFocused();
  return text;
}

/** Gives the product's text back, as other tests read the demo's pages. */
async function restoreProductText(page: Page, edit: ReturnType<Page['getByRole']>, m: typeof en.communityPage, yes: string) {
  await edit.click();
  await page.getByRole('button', { name: m.restore }).click();
  await page.getByRole('dialog', { name: m.restore }).getByRole('button', { name: yes }).click();
  await expect(page.getByText(m.restored)).toBeVisible();
}

test.describe('a learner', () => {
  test.use({ storageState: STORAGE.learner });
  test('reads the FAQ without an editor', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
    await expect(page.getByRole('button', { name: 'Modifier cette page' })).toHaveCount(0);
  });
});
