import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { createExperienceViaApi } from './support/experiences';
import { asUser, expectPath, pageFetch } from './support/sign-in';

// Spec §6 and issue 4: visibility is enforced by the backend; a journal lists an item exactly
// when its sharing lets the viewer read it.

test('private items stay with their author; group items reach the group only', async ({ browser }) => {
  const stamp = Date.now();
  const classmate = await asUser(browser, STORAGE.classmate);
  const other = await asUser(browser, STORAGE.otherGroup);
  const learner = await asUser(browser, STORAGE.learner);
  const classmateGroup = classmate.me.groups_attributes[0].id;
  const otherGroup = other.me.groups_attributes[0].id;
  await createExperienceViaApi(classmate.page, { description: `private-${stamp}` });
  await createExperienceViaApi(classmate.page, { description: `group-${stamp}`, sharing_parameters: 'group', group_ids: [String(classmateGroup)] });
  await createExperienceViaApi(other.page, { description: `elsewhere-${stamp}`, sharing_parameters: 'group', group_ids: [String(otherGroup)] });
  await createExperienceViaApi(learner.page, { description: `mine-${stamp}` });

  await learner.page.goto('/');
  await expect(learner.page.getByTestId('journal-card').filter({ hasText: `mine-${stamp}` })).toBeVisible();

  await learner.page.goto(`/${classmate.me.id}/user-overview`);
  await expect(learner.page.getByTestId('journal-card').filter({ hasText: `group-${stamp}` })).toBeVisible();
  await expect(learner.page.getByTestId('journal-card').filter({ hasText: `private-${stamp}` })).toHaveCount(0);
  // Someone else's card carries no options menu.
  await expect(learner.page.getByTestId('journal-card').filter({ hasText: `group-${stamp}` }).getByRole('button', { name: 'Options' })).toHaveCount(0);

  await learner.page.goto(`/${other.me.id}/user-overview`);
  await expect(learner.page.locator('.empty-state, [data-testid="journal-card"]').first()).toBeVisible();
  await expect(learner.page.getByTestId('journal-card').filter({ hasText: `elsewhere-${stamp}` })).toHaveCount(0);

  await other.page.goto(`/${other.me.id}/user-overview`);
  await expectPath(other.page, `/${other.me.id}/user-overview`);
  await expect(other.page.getByTestId('journal-card').filter({ hasText: `elsewhere-${stamp}` })).toBeVisible();
  for (const session of [classmate, other, learner]) await session.context.close();
});

test.describe('as the learner', () => {
  test.use({ storageState: STORAGE.learner });

  test('the author link of my own card goes to my dashboard', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/');
    await createExperienceViaApi(page, { description: `own-link-${stamp}` });
    await page.reload();
    const card = page.getByTestId('journal-card').filter({ hasText: `own-link-${stamp}` });
    await card.locator('.card-author__name').click();
    await expectPath(page, '/');
  });

  test('tabs filter the journal: stories, experiences, certified', async ({ page }) => {
    await page.goto('/dashboard/stories');
    await expect(page.getByRole('link', { name: 'Récits' })).toHaveAttribute('aria-current', 'page');
    const stories = page.getByTestId('journal-card');
    await expect(stories.first()).toBeVisible();
    for (const label of await stories.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))) expect(label).toBe('Récit');

    await page.goto('/dashboard/experiences');
    await expect(page.getByTestId('journal-card').first()).toBeVisible();
    for (const label of await page.getByTestId('journal-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))) expect(label).toBe('Expérience');

    await page.goto('/dashboard/certified');
    await expect(page.getByTestId('journal-card').first()).toBeVisible();
    await expect(page.getByTestId('journal-card').first().locator('.avatar__badge')).toBeVisible();
  });

  test('a long description collapses at 130 characters and expands on demand', async ({ page }) => {
    const long = `Une longue journée au musée, avec des ateliers, des rencontres et des découvertes ${Date.now()} que je raconte ici en détail pour ne rien oublier du tout`;
    await page.goto('/');
    await createExperienceViaApi(page, { description: long });
    await page.reload();
    const card = page.getByTestId('journal-card').filter({ hasText: 'Une longue journée au musée' });
    await expect(card.locator('.journal-card__title')).not.toHaveText(long);
    await card.getByRole('button', { name: 'Voir plus' }).click();
    await expect(card.locator('.journal-card__title')).toHaveText(long);
    await card.getByRole('button', { name: 'Voir moins' }).click();
    await expect(card.locator('.journal-card__title')).toContainText('…');
  });

  test('the card menu opens in view beside its toggle and works from the keyboard', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/');
    await createExperienceViaApi(page, { description: `menu-keys-${stamp}` });
    await page.reload();
    const toggle = page.getByTestId('journal-card').filter({ hasText: `menu-keys-${stamp}` }).getByRole('button', { name: 'Options' });
    // Each card's toggle is told from the next by its item's first words, as a screen reader lists the page's buttons.
    await expect(toggle).toHaveAccessibleName(`Options de « menu-keys-${stamp} »`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Options' });
    await expect(menu).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Spec §2: an experience's menu starts with "show", then share, edit, delete.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Partager/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: /Supprimer/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeInViewport();
    // Outside the menu: the page's left edge (the menu opens beside its toggle, at the card's right;
    // with "Demander une reconnaissance" it may reach up over the heading).
    await page.mouse.click(2, 300);
    await expect(menu).toHaveCount(0);
  });

  test('deleting from the card menu removes the card and confirms for 3 seconds', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/');
    await createExperienceViaApi(page, { description: `menu-delete-${stamp}` });
    await page.reload();
    const card = page.getByTestId('journal-card').filter({ hasText: `menu-delete-${stamp}` });
    await card.getByRole('button', { name: 'Options' }).click();
    const menu = page.locator('.card-menu');
    await expect(menu.getByText('Le retirer définitivement de votre journal')).toBeVisible();
    await menu.getByRole('menuitem', { name: /Supprimer/ }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.locator('.p-toast-message', { hasText: 'Expérience supprimé(e).' })).toBeVisible();
  });
});

test.describe('as the community admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('the community journal loads page 2 when scrolled to the end', async ({ page }) => {
    await page.goto('/application');
    const cards = page.getByTestId('journal-card');
    await expect(cards).toHaveCount(20);
    await page.locator('.journal__sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
  });

  // Issue 8: each prefetch is a server render; a journal's cards asked for two each as they
  // scrolled into view, for pages a person mostly never opens (README: route preloading).
  test('scrolling a journal asks the server for no card page, and a card still opens in place', async ({ page }) => {
    const cardPages: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.headers().rsc && /^\/(experiences|stories)\/\d+$|^\/\d+\/user-overview$/.test(pathname)) cardPages.push(pathname);
    });
    await page.goto('/application');
    const cards = page.getByTestId('journal-card');
    await expect(cards).toHaveCount(20);
    for (let index = 0; index < 20; index += 1) await cards.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await page.waitForLoadState('networkidle');
    expect(cardPages).toEqual([]);

    // Opened on demand, still without reloading the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const experience = cards.filter({ has: page.locator('.journal-card__title') }).first();
    await experience.scrollIntoViewIfNeeded();
    await experience.locator('.journal-card__title').click();
    await expect(page).toHaveURL(/\/experiences\/\d+$/);
    expect(cardPages).toHaveLength(1);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('opens the official area, the members tab and a group overview', async ({ page }) => {
    await page.goto('/application/official');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal officiel');
    await expect(page.getByTestId('journal-card').first()).toBeVisible();
    await page.goto('/application/members');
    // Named for what it lists, and one link from managing them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membres de la communauté');
    await expect(page.getByRole('link', { name: 'Inviter, déplacer ou désactiver des membres' })).toHaveAttribute('href', '/admin/manage-members');
    await expect(page.locator('.member-row').first()).toBeVisible();
    await expect(page.locator('.member-row').filter({ hasText: 'Denise Dormant' })).toContainText('désactivé');
    await expect(page.locator('.member-row').filter({ hasText: 'Paul Patience' })).toContainText('en attente');
    const me = (await pageFetch(page, '/api/v2/session')).body.data;
    await page.goto(`/group-overview/${me.groups_attributes[0].id}/members`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Groupe');
    await expect(page.locator('.member-row').first()).toBeVisible();
  });

  // Spec §2: "A story card can open it in a new browser tab when set to redirect to public."
  test('in the official area, a public story opens its public page in a new tab', async ({ page, context }) => {
    await page.goto('/application/official');
    const card = page.getByTestId('journal-card').filter({ hasText: 'S’engager pour les autres' });
    const opened = context.waitForEvent('page');
    await card.getByRole('link', { name: /S’engager pour les autres/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/stories\/public\/[\w-]+$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('S’engager pour les autres');
    await expect(page).toHaveURL(/\/application\/official$/);
  });

  test("another community's group is a 404", async ({ page }) => {
    const response = await page.goto('/group-overview/999999');
    expect(response?.status()).toBe(404);
  });
});
