import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { pickAndCropPicture } from './support/experiences';
import { STORAGE } from './support/hosts';
import { photoFile } from './support/images';
import { asUser, expectPath, mainNavigation, pageFetch, signIn } from './support/sign-in';

// Issue 12 (groups): /admin/manage-groups for community admins (every group) and group admins (theirs).

test.describe('as the community admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('creates a group with a logo, describes it, adds two skills and a tag, then removes the tag', async ({ page }) => {
    test.slow();
    const name = `Club photo ${Date.now()}`;
    await page.goto('/admin/manage-groups');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gérer les groupes');
    expect(await seriousViolations(page)).toEqual([]);

    const create = page.getByRole('button', { name: 'Créer un groupe' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau groupe' });
    await expect(dialog.getByLabel('Nom du groupe')).toBeFocused();
    await dialog.getByLabel('Nom du groupe').fill(name);
    await dialog.getByLabel('Logo').setInputFiles(await photoFile('logo.jpg', 40));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Créer un groupe' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Le groupe « ${name} » est créé.`)).toBeVisible();
    // Focus goes back to what opened the dialog.
    await expect(create).toBeFocused();

    const card = page.getByRole('article', { name });
    await expect(card.getByRole('img', { name: `Logo du groupe ${name}` })).toHaveAttribute('src', /^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);
    await expect(card.getByText('Aucun membre · aucune expérience · aucun récit')).toBeVisible();
    await expect(card.getByRole('link', { name: `Journal du groupe ${name}` })).toHaveAttribute('href', /\/group-overview\/\d+$/);

    await card.getByRole('button', { name: `Modifier le groupe ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier « ${name} »` });
    await edit.getByLabel('Description').fill('Sorties photo le mercredi après-midi.');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le groupe est enregistré.')).toBeVisible();

    const skill = edit.getByLabel('Nouvelle compétence');
    for (const skillName of ['Cadrer une photo', 'Retoucher une image']) {
      await skill.fill(skillName);
      await edit.getByRole('button', { name: 'Ajouter la compétence' }).click();
      await expect(edit.getByRole('list', { name: 'Compétences du groupe' }).getByText(skillName)).toBeVisible();
    }
    await edit.getByLabel('Nouveau tag').fill('exposition');
    await edit.getByRole('button', { name: 'Ajouter le tag' }).click();
    const tags = edit.getByRole('list', { name: 'Tags du groupe' });
    await expect(tags.getByRole('listitem')).toHaveText(['exposition']);
    expect(await seriousViolations(page)).toEqual([]);
    await tags.getByRole('button', { name: 'Retirer le tag exposition' }).click();
    await expect(tags).toBeHidden();
    await expect(edit.getByText('Aucun tag pour l\'instant.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await expect(card.getByText('Sorties photo le mercredi après-midi.')).toBeVisible();
    // What the server kept, read by the id the card links to.
    const id = (await card.getByRole('link', { name: `Journal du groupe ${name}` }).getAttribute('href'))!.match(/\d+$/)![0];
    const detail = (await pageFetch(page, `/api/v2/groups/${id}?view=group_info`)).body.data;
    expect(detail.skills.map((s: { name: string }) => s.name)).toEqual(['Cadrer une photo', 'Retoucher une image']);
    expect(detail.tags).toEqual([]);
  });

  test("a learner of the group then finds the group's skill in the experience wizard", async ({ page, browser }) => {
    test.slow();
    const skillName = `Souder ${Date.now()}`;
    const learner = await asUser(browser, STORAGE.learner);
    const groupName = learner.me.groups_attributes[0].name as string;
    await page.goto('/admin/manage-groups');
    await page.getByRole('button', { name: `Modifier le groupe ${groupName}` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier « ${groupName} »` });
    await edit.getByLabel('Nouvelle compétence').fill(skillName);
    await edit.getByRole('button', { name: 'Ajouter la compétence' }).click();
    await expect(edit.getByRole('list', { name: 'Compétences du groupe' }).getByText(skillName)).toBeVisible();

    const wizard = learner.page;
    await wizard.goto('/create-experience');
    await pickAndCropPicture(wizard, await photoFile());
    await wizard.getByLabel("Qu'avez-vous vécu ?").fill('Atelier de soudure au lycée.');
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expectPath(wizard, '/create-experience/meta');
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expectPath(wizard, '/create-experience/skills');
    await expect(wizard.getByRole('button', { name: skillName })).toBeVisible();
    await learner.context.close();
  });
});

test.describe('as the community admin, from the list', () => {
  test.use({ storageState: STORAGE.admin });
  test("reaches a group's journal and its members, each page titled with the group's name", async ({ page }) => {
    await page.goto('/admin/manage-groups');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await card.getByRole('link', { name: `Membres du groupe ${name}` }).click();
    await expect(page).toHaveURL(/\/group-overview\/\d+\/members$/);
    await expect(page).toHaveTitle(new RegExp(`^Membres du groupe ${name}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Groupe ${name}`);
    await page.goBack();
    await page.getByRole('link', { name: `Journal du groupe ${name}` }).click();
    await expect(page).toHaveURL(/\/group-overview\/\d+$/);
    await expect(page).toHaveTitle(new RegExp(`^Journal du groupe ${name}`));
  });
});

test('a group admin edits their own group only', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'groupadmin@demo.example');
  await expectPath(page, '/');
  // An admin's pages wait behind the navigation's "Administration" button (e2e/desktop-header.spec.ts).
  const nav = await mainNavigation(page);
  await nav.getByRole('button', { name: 'Administration' }).click();
  await nav.getByRole('link', { name: 'Groupes' }).click();
  await expectPath(page, '/admin/manage-groups');
  const me = (await pageFetch(page, '/api/v2/session')).body.data;
  const own = me.groups_attributes[0];
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(me.groups_attributes.length);
  await expect(page.getByRole('button', { name: 'Créer un groupe' })).toHaveCount(0);
  // Group overviews are for community admins (spec §6): no link to them here.
  await expect(page.getByRole('link', { name: /Journal du groupe/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Modifier le groupe ${own.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier « ${own.name} »` });
  const description = `Notre classe, mise à jour le ${Date.now()}`;
  await edit.getByLabel('Description').fill(description);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le groupe est enregistré.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another group of the community (the community admin lists them all): the server refuses.
  const admin = await asUser(browser, STORAGE.admin);
  const all = (await pageFetch(admin.page, `/api/v2/groups/search_groups?community_id=${me.communities_attributes[0].id}`)).body.data as { id: number }[];
  await admin.context.close();
  const mine = new Set(me.groups_attributes.map((group: { id: number }) => group.id));
  const other = all.find((group) => !mine.has(group.id))!;
  const refused = await pageFetch(page, `/api/v2/groups/${other.id}`, { method: 'PUT', body: { group: { description: 'Pas le mien' } } });
  expect(refused.status).toBe(403);
  await context.close();
});

test.describe('as a learner', () => {
  test.use({ storageState: STORAGE.learner });
  test('is sent away from the page and refused by the API', async ({ page }) => {
    await page.goto('/admin/manage-groups');
    await expectPath(page, '/');
    const me = (await pageFetch(page, '/api/v2/session')).body.data;
    const refused = await pageFetch(page, `/api/v2/groups/${me.groups_attributes[0].id}`, { method: 'PUT', body: { group: { description: 'x' } } });
    expect(refused.status).toBe(403);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ storageState: STORAGE.admin, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('the edit dialog fits the screen', async ({ page }) => {
    await page.goto('/admin/manage-groups');
    await page.getByRole('button', { name: /^Modifier le groupe / }).first().click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Nouvelle compétence')).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});
