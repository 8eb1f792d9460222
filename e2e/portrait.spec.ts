import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';
import { asUser } from './support/sign-in';

// Issue 10: the learner's portrait, edited on the dashboard's portrait tab and read by a member
// of the community on the learner's overview, following its sharing level.


test('a learner presents themself in their portrait, and a classmate reads it', async ({ browser }) => {
  // Two people and three accessibility scans: on a slow CI machine its steps took the whole minute
  // (one scan 13 s, no server answer over a second), like the other journeys marked slow.
  test.slow();
  const about = `Curieuse de sciences et de théâtre (${Date.now()}).`;
  const learner = await asUser(browser, STORAGE.learner);
  const page = learner.page;
  // Two highlights of her own, shared with the community and public: the newest, so first in the
  // picker, whatever other tests added to her journal (the seeded ones could be pages down).
  await page.goto('/');
  const HIGHLIGHTS = [`Portrait, sortie ${Date.now()}`, `Portrait, atelier ${Date.now()}`];
  for (const [description, sharing] of [[HIGHLIGHTS[1], 'public'], [HIGHLIGHTS[0], 'community']]) {
    await createExperienceViaApi(page, { description, sharing_parameters: sharing });
  }

  await page.goto('/dashboard/portrait');
  await expect(page.getByRole('heading', { level: 2, name: 'Portrait' })).toBeVisible();
  // The skills gathered from her experiences: best level as stars, certified ones marked.
  const communication = page.locator('.portrait-skills__item').filter({ hasText: 'Communication' });
  await expect(communication.getByRole('img', { name: 'Communication : 4 étoiles sur 4' })).toBeVisible();
  await expect(communication).toContainText('Certifiée');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Modifier mon portrait' }).click();
  await page.getByLabel('À propos de moi').fill(about);
  await expect(page.getByText(`${about.length} / 1000 caractères`)).toBeVisible();
  const picker = page.locator('.experience-picker');
  // Start from none picked, whatever an earlier run left.
  for (const box of await picker.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
  for (const description of HIGHLIGHTS) await picker.getByRole('checkbox', { name: description }).check();
  await expect(picker.locator('.experience-picker__item').filter({ hasText: HIGHLIGHTS[1] })).toContainText('Mise en avant n° 2');
  await expect(page.getByText('2 sur 6 au plus')).toBeVisible();
  await page.getByRole('radio', { name: /Ma communauté/ }).check();
  // Her Open Badges show only once she says so.
  await expect(page.getByTestId('portrait-badge')).toHaveCount(0);
  await page.getByText('Montrer mes Open Badges sur mon portrait').click();
  await expect(page.getByRole('checkbox', { name: 'Montrer mes Open Badges sur mon portrait' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.locator('.p-toast-message', { hasText: 'Portrait enregistré' })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText('Visible par : Ma communauté')).toBeVisible();
  const highlighted = page.locator('.portrait .card-grid > li');
  await expect(highlighted).toHaveCount(2);
  await expect(highlighted.nth(0)).toContainText(HIGHLIGHTS[0]);
  await expect(highlighted.nth(1)).toContainText(HIGHLIGHTS[1]);
  await expect(page.getByTestId('portrait-badge').first()).toHaveAttribute('href', /^\/credentials\/[0-9a-f-]{36}$/);

  // A classmate (reading in English) finds it on her overview's portrait tab.
  const classmate = await asUser(browser, STORAGE.classmate);
  await classmate.page.goto(`/en/${learner.me.id}/user-overview/portrait`);
  await expect(classmate.page.getByText(about)).toBeVisible();
  const shown = classmate.page.locator('.portrait .card-grid > li');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toContainText(HIGHLIGHTS[0]);
  await expect(classmate.page.locator('.portrait-skills__item').first()).toBeVisible();
  await expect(classmate.page.locator('.portrait-skills__certified').first()).toContainText('Certified');
  const badge = classmate.page.getByTestId('portrait-badge').first();
  await expect(badge).toHaveAttribute('href', /^\/en\/credentials\/[0-9a-f-]{36}$/);
  await expect(badge.locator('img')).toHaveJSProperty('complete', true);
  await expect(classmate.page.getByRole('button', { name: 'Edit my portrait' })).toHaveCount(0);
  expect(await seriousViolations(classmate.page)).toEqual([]);

  for (const session of [learner, classmate]) await session.context.close();
});
