import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { E2E, STORAGE } from './support/hosts';

// The issue: "/faq and /legal: real content in six languages (…), with a community-level
// override that admins edit."

test.describe('a community admin', () => {
  test.use({ storageState: STORAGE.admin });

  test("writes demo's own legal notice in English, which English readers get and French readers do not, then gives the journal's back", async ({ page, browser }) => {
    test.slow();
    await page.goto('/en/legal');
    await page.getByText('Write this page for Demo').click();
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
    await expect(reader.getByText('Write this page for Demo')).toHaveCount(0);
    await reader.goto('/fr/legal');
    await expect(reader.getByRole('heading', { name: 'Les apprenants mineurs' })).toBeVisible();
    await reader.goto(`${E2E.mistral}/en/legal`);
    await expect(reader.getByRole('heading', { name: 'Learners who are minors' })).toBeVisible();
    await visitor.close();

    // The editor stays open after saving, ready for the next change.
    await page.getByRole('button', { name: "Use the journal's text again" }).click();
    await page.getByRole('dialog', { name: "Use the journal's text again" }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText("The journal's text is back")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learners who are minors' })).toBeVisible();
  });
});

test.describe('a learner', () => {
  test.use({ storageState: STORAGE.learner });
  test('reads the FAQ without an editor', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
    await expect(page.getByText('Écrire cette page pour la communauté Demo')).toHaveCount(0);
  });
});
