import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createExperienceViaApi } from './support/experiences';
import { STORAGE } from './support/hosts';
import { expectPath } from './support/sign-in';

test.use({ storageState: STORAGE.learner });

// Spec §2: "/create-story | Steps: index, share"; "Story draft step 'edit experiences': a grid of
// the user's own experiences (1 column, 2 from the medium breakpoint, 3 from the large one), with
// selection, infinite scroll and three placeholder cards while loading." Spec §4: "Story
// creation: required, then share"; an experience with a recognition under way "cannot be
// selected in the story draft". Spec §2: "/stories/public/{public_token}: public story view."

test('a learner tells a story from six experiences, edits it, and anyone opens it by its public link', async ({ page, browser }) => {
  // Six experiences, the whole wizard twice and a signed-out reader: past 30 s on a busy 2-core machine.
  test.slow();
  const stamp = Date.now();
  await page.goto('/');
  const moments = [];
  for (const [index, sharing] of ['public', 'public', 'private', 'public', 'community', 'public'].entries()) {
    moments.push({ description: `Moment ${index + 1} du récit ${stamp}`, sharing });
    await createExperienceViaApi(page, { description: moments[index].description, sharing_parameters: sharing });
  }

  await page.goto('/');
  await page.getByRole('link', { name: 'Créer un récit' }).click();
  await expectPath(page, '/create-story');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un récit');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Donnez un titre à votre récit.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Choisissez au moins une expérience.' })).toBeVisible();

  const title = `Mon stage ${stamp}`;
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Description').fill('Six moments de mon stage, dans l’ordre.');
  // Picked in the order the story tells them; the last created comes first in the grid.
  for (const moment of moments) await page.getByRole('checkbox', { name: moment.description }).check();
  await expect(page.getByRole('checkbox', { name: moments[0].description })).toBeChecked();
  await expect(page.locator('.experience-picker__item').filter({ hasText: moments[5].description })).toContainText('N° 6 du récit');

  // The seeded experience awaiting its recognition: further down the grid, loaded as it scrolls.
  const pending = page.getByRole('checkbox', { name: /Atelier théâtre/ });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(pending).toBeAttached({ timeout: 1000 });
  }).toPass();
  await expect(pending).toBeDisabled();
  await expect(page.locator('.experience-picker__item').filter({ hasText: 'Atelier théâtre' })).toContainText('Reconnaissance en cours');
  expect(await seriousViolations(page)).toEqual([]);

  // Spec §4: the draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Titre')).toHaveValue(title);
  await expect(page.locator('.experience-picker__item').filter({ hasText: moments[2].description })).toContainText('N° 3 du récit');

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, '/create-story/share');
  await page.getByRole('radio', { name: /Lien public/ }).check();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.locator('.p-toast-message', { hasText: 'Récit publié.' })).toBeVisible();
  await expect(page).toHaveURL(/\/stories\/\d+$/);
  const storyPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const told = page.getByRole('list', { name: 'Expériences du récit' }).locator('.experience-card__description');
  await expect(told).toHaveText(moments.map((m) => m.description));
  expect(await seriousViolations(page)).toEqual([]);

  // Edit: a new title, the fourth moment left out.
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expectPath(page, `${storyPath}/edit`);
  await expect(page.getByLabel('Titre')).toHaveValue(title);
  await page.getByLabel('Titre').fill(`${title} (révisé)`);
  await page.getByRole('checkbox', { name: moments[3].description }).uncheck();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expectPath(page, `${storyPath}/edit/share`);
  await expect(page.getByRole('radio', { name: /Lien public/ })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.p-toast-message', { hasText: 'Récit enregistré.' })).toBeVisible();
  await expectPath(page, storyPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (révisé)`);
  const kept = moments.filter((_, index) => index !== 3);
  await expect(told).toHaveText(kept.map((m) => m.description));

  // Its public link, opened by someone signed out: only the public experiences show.
  await page.getByRole('button', { name: 'Partager' }).click();
  const link = await page.getByRole('dialog', { name: 'Partager' }).getByRole('textbox', { name: 'Lien public' }).inputValue();
  const stranger = await browser.newContext({ storageState: undefined });
  try {
    const reader = await stranger.newPage();
    await reader.goto(link);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} (révisé)`);
    await expect(reader.getByRole('list', { name: 'Expériences du récit' }).locator('.experience-card__description')).toHaveText(
      kept.filter((m) => m.sharing === 'public').map((m) => m.description),
    );
    await expect(reader.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
    expect(await seriousViolations(reader)).toEqual([]);
  } finally {
    await stranger.close();
  }
});

test('the share step of a story without its required step starts over at the first step', async ({ page }) => {
  await page.goto('/create-story');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un récit');
  await page.goto('/create-story/share');
  await expectPath(page, '/create-story');
});
