import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STORAGE } from './support/hosts';
import { confirmDialog, registeredMember, searchMembers } from './support/members';
import { pageFetch } from './support/sign-in';

// Issue 12: on /admin/manage-members, a deactivation and a move offer an undo in their toast;
// pressing it puts the member back as they were, on the page and on the server.

const stamp = Date.now();

test.use({ storageState: STORAGE.admin });

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

/** Presses the undo of the toast saying `text`, hovered first: a person reading it keeps it open (PrimeReact stops its 8 s clock). */
async function undoFrom(page: Page, text: string) {
  const done = toast(page, text);
  await expect(done).toBeVisible();
  await done.hover();
  await done.getByRole('button', { name: 'Annuler' }).click();
  await expect(toast(page, 'Action annulée.')).toBeVisible();
}

test('a deactivation is undone from its toast: the member is active again', async ({ page }) => {
  await page.goto('/admin/manage-members');
  const person = { email: `annule.desactive.${stamp}@ecole.example`, firstname: 'Ulysse', lastname: `Reactive${stamp}` };
  const id = await registeredMember(page, person, 'Seconde A');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  const card = members.locator('.member-card', { hasText: person.email });
  await searchMembers(page, person.email);
  await expect(card.getByText('actif', { exact: true })).toBeVisible();

  await members.getByRole('checkbox', { name: person.email }).check();
  await members.getByRole('button', { name: 'Désactiver' }).click();
  await confirmDialog(page);
  await expect(card.getByText('désactivé', { exact: true })).toBeVisible();
  await undoFrom(page, '1 compte désactivé.');

  await expect(card.getByText('actif', { exact: true })).toBeVisible();
  expect((await pageFetch(page, `/api/v2/users/${id}`)).body.data.active).toBe(true);
  await page.reload();
  await searchMembers(page, person.email);
  await expect(card.getByText('actif', { exact: true })).toBeVisible();
});

test('a move is undone from its toast: the member is back in their group', async ({ page }) => {
  await page.goto('/admin/manage-members');
  const person = { email: `annule.deplace.${stamp}@ecole.example`, firstname: 'Ulysse', lastname: `Retour${stamp}` };
  const id = await registeredMember(page, person, 'Seconde A');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  const card = members.locator('.member-card', { hasText: person.email });
  await members.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await searchMembers(page, person.email);

  await members.getByRole('checkbox', { name: person.email }).check();
  await members.getByLabel('Déplacer vers').selectOption({ label: 'Première B' });
  await members.getByRole('button', { name: 'Déplacer', exact: true }).click();
  await confirmDialog(page);
  // Seconde A's list no longer holds them.
  await expect(card).toHaveCount(0);
  await undoFrom(page, '1 membre déplacé vers Première B.');

  await expect(card).toBeVisible();
  await expect(card.locator('.badge--group')).toHaveText(['Seconde A']);
  const groups = (await pageFetch(page, `/api/v2/users/${id}`)).body.data.groups_attributes.map((g: { name: string }) => g.name);
  expect(groups).toEqual(['Seconde A']);
});
