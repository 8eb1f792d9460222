import fr from '../messages/fr.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { E2E, STORAGE } from './support/hosts';
import { addTrainingCenter } from './support/training-centers';

// Not in the spec: a community admin edits and removes the community's training centers on
// /admin/training-centers. An address that is not a public https one is refused under its field.

const t = fr.trainingCenters;
const named = (message: string, name: string) => message.replace('{name}', name);

test.describe('as the community admin, on a phone', () => {
  test.use({ storageState: STORAGE.admin, viewport: { width: 360, height: 780 } });

  test('edits a training center, is told why an address is refused, and removes another after confirming', async ({ page, browser }) => {
    test.slow();
    const stamp = Date.now();
    const kept = await addTrainingCenter(browser, `Moodle du lycée ${stamp}`);
    const removed = await addTrainingCenter(browser, `Moodle à retirer ${stamp}`);
    await page.goto('/admin/training-centers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const list = page.getByRole('list', { name: t.listLabel });
    await expect(list.getByText(kept.name)).toBeVisible();

    await list.getByRole('button', { name: named(t.editOf, kept.name) }).click();
    const dialog = page.getByRole('dialog', { name: named(t.editTitle, kept.name) });
    const name = dialog.getByLabel(t.name);
    await expect(name).toBeFocused();
    await expect(dialog.getByLabel(t.baseUrl)).toHaveValue(E2E.learningPlatform);
    // The secret is never sent back: the field is empty, and left so it keeps the stored one.
    await expect(dialog.getByLabel(t.clientSecret)).toHaveValue('');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const renamed = `Moodle académique ${stamp}`;
    await name.fill(renamed);
    const address = dialog.getByLabel(t.baseUrl);
    await address.fill('https://admin:secret@moodle.example.org');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.addressRefused);
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await address.fill(E2E.learningPlatform);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.saved)).toBeVisible();
    // The same button, now named after the new name.
    await expect(list.getByRole('button', { name: named(t.editOf, renamed) })).toBeFocused();
    const details = await page.evaluate(async (id) => (await fetch(`/api/v2/moodle/training_centers/${id}`)).json(), kept.id);
    expect(details.data).toMatchObject({ name: renamed, base_url: E2E.learningPlatform });

    // Dismissed, the confirmation gives focus back and removes nothing.
    const remove = list.getByRole('button', { name: named(t.removeOf, removed.name) });
    await remove.click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: t.removeTitle });
    await expect(confirm).toContainText(named(t.removeConfirm, removed.name));
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    await remove.click();
    await confirm.getByRole('button', { name: t.removeAccept }).click();
    await expect(page.getByText(named(t.removed, removed.name))).toBeVisible();
    await expect(list.getByText(removed.name)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(list.getByText(renamed)).toBeVisible();
    const signInChoices = await page.evaluate(async () => (await fetch('/api/v2/moodle/training_centers')).json());
    expect(signInChoices.data.map((center: { id: number }) => center.id)).not.toContain(removed.id);
  });
});
