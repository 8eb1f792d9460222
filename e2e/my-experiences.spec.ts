import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createExperienceViaApi } from './support/experiences';
import { E2E, STORAGE } from './support/hosts';
import { registeredMember } from './support/members';
import { expectPath, signIn } from './support/sign-in';

// Spec §2: "/experiences | List." Issue 8: "'Mes expériences' uses another card than the
// journal, without the menu, and shows only page 0". A member of the test's own, with a page and
// one more (20 a page): the seed's people are other tests' fixtures.
test.use({ storageState: STORAGE.admin });

test("\"Mes expériences\" shows the journal's cards, menus included, and the next page as its end nears", async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const person = { email: `mes-experiences-${stamp}@demo.example`, firstname: 'Maëlle', lastname: 'Pages' };
  await page.goto('/');
  await registeredMember(page, person, 'Seconde A');

  const context = await browser.newContext({ baseURL: E2E.demo, storageState: { cookies: [], origins: [] } });
  const learner = await context.newPage();
  await signIn(learner, person.email);
  await expect(learner).not.toHaveURL(/\/auth\//);
  for (let n = 1; n <= 21; n++) await createExperienceViaApi(learner, { description: `Expérience ${n} de Maëlle` });

  await learner.goto('/experiences');
  await expectPath(learner, '/experiences');
  const list = learner.getByRole('list', { name: 'Mes expériences' });
  const cards = list.getByTestId('journal-card');
  await expect(cards).toHaveCount(20);
  expect(await seriousViolations(learner)).toEqual([]);

  await cards.first().getByRole('button', { name: 'Options' }).click();
  await expect(learner.locator('.card-menu').getByRole('menuitem', { name: /Partager/ })).toBeVisible();
  await learner.keyboard.press('Escape');

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(21);
  const descriptions = await cards.locator('.journal-card__title').allTextContents();
  expect(new Set(descriptions)).toEqual(new Set(Array.from({ length: 21 }, (_, i) => `Expérience ${i + 1} de Maëlle`)));
  await context.close();
});
