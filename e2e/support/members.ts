import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './hosts';
import { linkTo, nthMailTo } from './mailbox';
import { pageFetch } from './sign-in';

type TPerson = { email: string; firstname: string; lastname: string };

/** The admin's community and the id of its group called `name` (the page must be on the demo host). */
async function communityAndGroup(page: Page, name: string) {
  const communityId: number = (await pageFetch(page, '/api/v2/session')).body.data.communities_attributes[0].id;
  const groups: { id: number; name: string }[] = (await pageFetch(page, `/api/v2/groups/search_groups?community_id=${communityId}`)).body.data;
  return { community_id: communityId, group_id: groups.find((g) => g.name === name)!.id };
}

/**
 * A registered member of one group, of this test's own (tests run side by side, and the seed's
 * people are other tests' fixtures): the admin's page invites them through the API, and they
 * register through the mailed link. Answers their id.
 */
export async function registeredMember(page: Page, person: TPerson, group: string): Promise<number> {
  const invited = await pageFetch(page, '/api/v2/invitation', { method: 'POST', body: { user: person, ...(await communityAndGroup(page, group)) } });
  expect(invited.status).toBe(201);
  const token = new URL(linkTo(await nthMailTo(person.email), '/auth/register/form')).searchParams.get('invitation_token');
  const registered = await pageFetch(page, '/api/v2/invitation', {
    method: 'PUT',
    body: { user: { ...person, invitation_token: token, locale: 'fr', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, community_path: 'demo' },
  });
  expect(registered.status).toBe(200);
  return invited.body.data.id;
}

/** The confirmation takes the focus (on its accept button, Enter confirms) and is answered. */
export async function confirmDialog(page: Page) {
  const dialog = page.locator('.p-confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Types a search and waits for its answer: ticking before it lands would be undone (a new search starts a new selection). */
export async function searchMembers(page: Page, text: string) {
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  await members.getByLabel('Rechercher par nom ou e-mail').fill(text);
  await expect(members.locator('.member-card').filter({ hasNotText: text })).toHaveCount(0);
  await expect(members.locator('.member-card').first()).toBeVisible();
}

/** Opens a tab of /admin/manage-members by its French name ("Membres", "Inviter", "Journal des modifications"). */
export async function openMembersTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Parties de la page Membres' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Parties de la page Membres' }).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}
