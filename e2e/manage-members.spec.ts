import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, E2E, STORAGE } from './support/hosts';
import { linkTo, nthMailTo } from './support/mailbox';
import { confirmDialog, openMembersTab, registeredMember, searchMembers } from './support/members';
import { experienceToRecognise } from './support/recognitions';
import { expectPath, pageFetch, signIn } from './support/sign-in';

// Issue 12: a community admin imports a class from a CSV, sees the preview, sends, moves five
// to another group, makes one a group admin, deactivates one (whose writes then fail), reads
// the audit log; a group admin sees their own group's members only.

const stamp = Date.now();
const emailOf = (i: number) => `eleve${String(i).padStart(2, '0')}-${stamp}@ecole.example`;
const CLASS_SIZE = 28;

test.use({ storageState: STORAGE.admin });
// One after another: the class import's 28 log entries, written beside another test's, would push
// that test's own entry off the log's first page, newest first.
test.describe.configure({ mode: 'default' });

test('a community admin imports a class, moves, promotes and deactivates members, and reads the log', async ({ page, browser }) => {
  // A class, a registration, five writes, axe: many pages on a loaded machine.
  test.slow();
  await page.goto('/admin/manage-members');
  await openMembersTab(page, 'Inviter');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  const importer = page.getByRole('region', { name: 'Inviter toute une classe' });

  const lines = ['email;prénom;nom'];
  for (let i = 0; i < CLASS_SIZE; i++) lines.push(`${emailOf(i)};Eleve${String(i).padStart(2, '0')};Classe${stamp}`);
  lines.push('learner@demo.example;Léa;Lambert', 'pas-une-adresse;Sans;Adresse');
  await importer.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await importer.getByLabel('Fichier CSV').setInputFiles({ name: 'classe.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}`) });
  await importer.getByRole('button', { name: 'Aperçu' }).click();
  await expect(importer.getByText(`${CLASS_SIZE} à inviter, 0 à ajouter au groupe, 1 déjà dans le groupe, 1 invalides`)).toBeVisible();
  await expect(importer.locator('[data-status="invalid"]')).toContainText('adresse e-mail invalide');
  await expect(importer.locator('[data-status="member"]')).toContainText('learner@demo.example');
  expect(await seriousViolations(page)).toEqual([]);
  await importer.getByRole('button', { name: `Envoyer ${CLASS_SIZE} invitations` }).click();
  await expect(page.locator('.p-toast-message').filter({ hasText: `${CLASS_SIZE} invitations envoyées.` })).toBeVisible({ timeout: 30_000 });

  // The first of the class registers through their mail, and is signed in.
  const learnerContext = await browser.newContext({ baseURL: E2E.demo });
  const learner = await learnerContext.newPage();
  await learner.goto(linkTo(await nthMailTo(emailOf(0)), '/auth/register/form'));
  await learner.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(DEMO_PASSWORD);
  await learner.getByLabel('Confirmez le mot de passe').fill(DEMO_PASSWORD);
  await learner.getByRole('button', { name: 'Créer mon compte' }).click();
  await expectPath(learner, '/tutorial');
  const me = (await pageFetch(learner, '/api/v2/session')).body.data;

  // Five move from Seconde A to Première B.
  await openMembersTab(page, 'Membres');
  await members.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await searchMembers(page, `-${stamp}@`);
  for (let i = 1; i <= 5; i++) await members.getByRole('checkbox', { name: emailOf(i) }).check();
  await expect(members.getByText('5 membres sélectionnés')).toBeVisible();
  await members.getByLabel('Déplacer vers').selectOption({ label: 'Première B' });
  await members.getByRole('button', { name: 'Déplacer', exact: true }).click();
  await confirmDialog(page);
  await expect(page.locator('.p-toast-message').filter({ hasText: '5 membres déplacés vers Première B.' })).toBeVisible();
  await members.getByLabel('Groupe').selectOption({ label: 'Première B' });
  await expect(members.locator('.member-card')).toHaveCount(5);

  // One becomes a group admin; with one of the page's five ticked, "select the whole page" reads mixed.
  await members.getByRole('checkbox', { name: emailOf(3) }).check();
  await expect(members.getByRole('checkbox', { name: 'Sélectionner toute la page' })).toBeChecked({ indeterminate: true });
  await members.getByRole('button', { name: 'Nommer admin de groupe' }).click();
  await confirmDialog(page);
  await expect(page.locator('.p-toast-message').filter({ hasText: 'Droits mis à jour pour 1 membre.' })).toBeVisible();
  await expect(members.locator('.member-card', { hasText: emailOf(3) })).toContainText('admin de groupe');

  // The one who registered is deactivated: their next write is refused.
  await members.getByLabel('Groupe').selectOption({ label: 'Tous les groupes' });
  await searchMembers(page, emailOf(0));
  await expect(members.locator('.member-card')).toHaveCount(1);
  await members.getByRole('checkbox', { name: emailOf(0) }).check();
  await members.getByRole('button', { name: 'Désactiver' }).click();
  await confirmDialog(page);
  await expect(page.locator('.p-toast-message').filter({ hasText: '1 compte désactivé.' })).toBeVisible();
  await expect(members.locator('.member-card', { hasText: emailOf(0) })).toContainText('désactivé');
  const write = await pageFetch(learner, `/api/v2/users/${me.id}`, { method: 'PUT', body: { user: { firstname: 'Toujours' } } });
  expect(write.status).toBe(403);
  expect(write.body.error.code).toBe('ACCOUNT_DEACTIVATED');
  await learnerContext.close();

  await openMembersTab(page, 'Journal des modifications');
  const log = page.getByRole('region', { name: 'Journal des modifications' });
  await expect(log.getByText(`Alice Admin a désactivé Eleve00 Classe${stamp}.`)).toBeVisible();
  await expect(log.getByText(`Alice Admin a modifié les droits du compte Eleve03 Classe${stamp}.`)).toBeVisible();
  await expect(log.getByText(`Alice Admin a déplacé Eleve05 Classe${stamp}.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a class list naming a member of another group adds them to the chosen group, and says so first', async ({ page }) => {
  await page.goto('/admin/manage-members');
  const person = { email: `ajout.${stamp}@ecole.example`, firstname: 'Élise', lastname: `Ajout${stamp}` };
  await registeredMember(page, person, 'Seconde A');
  await openMembersTab(page, 'Inviter');
  const importer = page.getByRole('region', { name: 'Inviter toute une classe' });
  await importer.getByLabel('Groupe').selectOption({ label: 'Première B' });
  await importer.getByLabel('Ou collez la liste').fill(`${person.email};Élise;Ajout`);
  await importer.getByRole('button', { name: 'Aperçu' }).click();
  await expect(importer.getByText('0 à inviter, 1 à ajouter au groupe, 0 déjà dans le groupe, 0 invalides')).toBeVisible();
  await expect(importer.locator('[data-status="addToGroup"]')).toContainText('à ajouter au groupe (déjà dans la communauté)');
  await importer.getByRole('button', { name: 'Ajouter 1 membre au groupe' }).click();
  await expect(page.locator('.p-toast-message').filter({ hasText: '1 membre ajouté au groupe.' })).toBeVisible();

  await openMembersTab(page, 'Membres');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  await searchMembers(page, person.email);
  const card = members.locator('.member-card', { hasText: person.email });
  await expect(card.getByText('Seconde A', { exact: true })).toBeVisible();
  await expect(card.getByText('Première B', { exact: true })).toBeVisible();
  await openMembersTab(page, 'Journal des modifications');
  await expect(page.getByRole('region', { name: 'Journal des modifications' }).getByText(`Alice Admin a ajouté Élise Ajout${stamp} à un groupe.`)).toBeVisible();
});

test.describe('a group admin', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("sees their group's members only, and no audit log", async ({ page }) => {
    await signIn(page, 'groupadmin@demo.example');
    await expectPath(page, '/');
    await page.goto('/admin/manage-members');
    const members = page.getByRole('region', { name: 'Membres', exact: true });
    await searchMembers(page, 'learner');
    await expect(members.getByRole('checkbox', { name: 'learner@demo.example' })).toBeVisible();
    await expect(members.getByRole('checkbox', { name: 'learner-b@demo.example' })).toHaveCount(0);
    await expect(members.getByLabel('Groupe').locator('option')).toHaveText(['Tous les groupes', 'Seconde A']);
    await expect(page.getByRole('region', { name: 'Journal des modifications' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // No tab leads to the log, nor does its address.
    await expect(page.getByRole('navigation', { name: 'Parties de la page Membres' }).getByRole('link')).toHaveText(['Membres', 'Inviter']);
    await page.goto('/admin/manage-members?tab=log');
    await expect(members.locator('.member-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Journal des modifications' })).toHaveCount(0);
  });
});

test('a community admin makes a member a teacher, whom a learner may then ask for recognition, and takes it back', async ({ page, browser }) => {
  const person = { email: `prof-${stamp}@ecole.example`, firstname: 'Paul', lastname: `Professeur${stamp}` };
  await page.goto('/admin/manage-members');
  await registeredMember(page, person, 'Seconde A');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  await searchMembers(page, person.email);
  await members.getByRole('checkbox', { name: person.email }).check();
  await members.getByRole('button', { name: 'Nommer enseignant·e' }).click();
  await confirmDialog(page);
  await expect(page.locator('.p-toast-message').filter({ hasText: 'Droits mis à jour pour 1 membre.' })).toBeVisible();
  await expect(members.locator('.member-card', { hasText: person.email })).toContainText('enseignant·e');
  await openMembersTab(page, 'Journal des modifications');
  const log = page.getByRole('region', { name: 'Journal des modifications' });
  await expect(log.getByText(`Alice Admin a modifié les droits du compte Paul Professeur${stamp}.`).first()).toBeVisible();
  await expect(log.getByText('Enseignant·e : oui.').first()).toBeVisible();
  await openMembersTab(page, 'Membres');

  // A learner of the community finds them among the teachers to ask.
  const learnerContext = await browser.newContext({ baseURL: E2E.demo, storageState: STORAGE.learner });
  const learner = await learnerContext.newPage();
  await learner.goto('/');
  const asked = await experienceToRecognise(learner, `Pour le nouveau professeur ${stamp}`);
  await learner.goto(`/recognition/${asked.id}/create/certificator`);
  await expect(learner.getByRole('radio', { name: new RegExp(`Paul Professeur${stamp}`) })).toBeVisible();

  // Taken back: no longer offered.
  await searchMembers(page, person.email);
  await members.getByRole('checkbox', { name: person.email }).check();
  await members.getByRole('button', { name: 'Retirer enseignant·e' }).click();
  await confirmDialog(page);
  await expect(members.locator('.member-card', { hasText: person.email })).not.toContainText('enseignant·e');
  await learner.reload();
  await expect(learner.getByRole('radio', { name: /Thomas Tuteur/ })).toBeVisible();
  await expect(learner.getByRole('radio', { name: new RegExp(`Paul Professeur${stamp}`) })).toHaveCount(0);
  await learnerContext.close();
});

test('a community admin invites a teacher by mail from the invitation form', async ({ page }) => {
  const email = `prof-invite-${stamp}@ecole.example`;
  await page.goto('/admin/manage-members?tab=invite');
  const form = page.getByRole('form', { name: 'Inviter une personne' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Prénom').fill('Irène');
  await form.getByLabel('Nom', { exact: true }).fill('Enseignante');
  await form.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await form.getByLabel(/Inviter comme enseignant·e/).check();
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.locator('.p-toast-message').filter({ hasText: `Invitation envoyée à ${email}.` })).toBeVisible();
  await expect(form.getByLabel(/Inviter comme enseignant·e/)).not.toBeChecked();
  expect((await nthMailTo(email)).text).toContain('Vous y êtes invité·e comme enseignant·e');
  await openMembersTab(page, 'Membres');
  const members = page.getByRole('region', { name: 'Membres', exact: true });
  await searchMembers(page, email);
  await expect(members.locator('.member-card', { hasText: email })).toContainText('enseignant·e');
});
