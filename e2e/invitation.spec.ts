import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { E2E, STORAGE } from './support/hosts';
import { linkTo, nthMailTo } from './support/mailbox';
import { expectPath, pageFetch } from './support/sign-in';

// Spec §4: "An invitation leads to registration"; §2: /auth/register/form "with an
// invitation_token query it is exempt from locale switching"; §8 toast invitationSent.

test.use({ storageState: STORAGE.admin });

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E.demo });
  return { page: await context.newPage(), close: () => context.close() };
}

test('an admin invites a learner in French; the mail arrives, the learner registers and lands on the tutorial', async ({ page, browser }) => {
  // A journey across several pages, a mail and axe: three times the default budget.
  test.slow();
  const email = `ines-${Date.now()}@ecole.example`;
  await page.goto('/admin/manage-members?tab=invite');
  const form = page.getByRole('form', { name: 'Inviter une personne' });
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(form.locator('#invite-email-error')).toHaveText('Adresse e-mail est obligatoire.');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Prénom').fill('Inès');
  await form.getByLabel('Nom', { exact: true }).fill('Martin');
  await form.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await expect(form.getByLabel("Langue de l'e-mail et du compte")).toHaveValue('fr');
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.locator('.p-toast-message', { hasText: `Invitation envoyée à ${email}.` })).toBeVisible();
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await nthMailTo(email);
  expect(mail.language).toBe('fr');
  expect(mail.subject).toBe('Alice Admin vous invite sur Demo');
  expect(mail.text).toContain('Bonjour Inès,');
  const link = linkTo(mail, '/auth/register/form');
  expect(new URL(link).origin).toBe(E2E.demo);

  const learner = await signedOutPage(browser);
  await learner.page.goto(link);
  await expect(learner.page.getByRole('heading', { level: 1 })).toHaveText('Créer votre compte');
  await expect(learner.page.getByText('Vous rejoignez le groupe « Seconde A » sur Demo.')).toBeVisible();
  await expect(learner.page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await expect(learner.page.getByLabel('Prénom')).toHaveValue('Inès');
  expect(await seriousViolations(learner.page)).toEqual([]);
  await learner.page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('mon carnet 2026');
  await learner.page.getByLabel('Confirmez le mot de passe').fill('mon carnet 2026');
  await learner.page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expectPath(learner.page, '/tutorial');
  const me = (await pageFetch(learner.page, '/api/v2/session')).body.data;
  expect(me).toMatchObject({ email, status: 'accepted', firstname: 'Inès', lastname: 'Martin' });
  expect(me.groups_attributes.map((group: { name: string }) => group.name)).toEqual(['Seconde A']);

  await learner.page.context().clearCookies();
  await learner.page.goto(link);
  await expect(learner.page.getByRole('main').getByRole('alert')).toContainText("Cette invitation n'est plus valable");
  await learner.close();
});

test('an invitation in Greek: the mail, the register page and the tutorial are in Greek', async ({ page, browser }) => {
  const email = `nikos-${Date.now()}@ecole.example`;
  await page.goto('/admin/manage-members?tab=invite');
  const form = page.getByRole('form', { name: 'Inviter une personne' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Prénom').fill('Νίκος');
  await form.getByLabel('Nom', { exact: true }).fill('Παπαδόπουλος');
  await form.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await form.getByLabel("Langue de l'e-mail et du compte").selectOption('el');
  await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.locator('.p-toast-message', { hasText: email })).toBeVisible();

  const mail = await nthMailTo(email);
  expect(mail.language).toBe('el');
  expect(mail.subject).toBe('Ο/Η Alice Admin σας προσκαλεί στο Demo');
  expect(mail.text).toContain('Γεια σας Νίκος,');
  const link = linkTo(mail, '/el/auth/register/form');

  const learner = await signedOutPage(browser);
  await learner.page.goto(link);
  await expect(learner.page.getByRole('heading', { level: 1 })).toHaveText('Δημιουργήστε τον λογαριασμό σας');
  await expect(learner.page.locator('#register-locale')).toHaveValue('el');
  await learner.page.getByRole('textbox', { name: 'Νέος κωδικός πρόσβασης' }).fill('το ημερολόγιό μου');
  await learner.page.getByLabel('Επιβεβαίωση κωδικού').fill('το ημερολόγιό μου');
  await learner.page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expectPath(learner.page, '/el/tutorial');
  await expect(learner.page.locator('html')).toHaveAttribute('lang', 'el');
  await learner.close();
});

test('an invitation link with its QR code: a learner asks through it, confirms by mail, registers; turned off, it refuses', async ({ page, browser }) => {
  // A journey across several pages, a mail and axe: three times the default budget.
  test.slow();
  const email = `giulia-${Date.now()}@ecole.example`;
  await page.goto('/admin/manage-members?tab=invite');
  const panel = page.getByRole('region', { name: "Lien d'invitation" });
  await panel.getByLabel('Groupe').selectOption({ label: 'Seconde A' });
  await panel.getByRole('button', { name: 'Créer le lien' }).click();
  const url = await panel.getByLabel("Lien d'invitation").inputValue();
  expect(url).toMatch(new RegExp(`^${E2E.demo}/auth/register/public-link\\?token=[\\w-]{40,}$`));
  await expect(panel.getByRole('img', { name: 'QR code du lien' }).locator('svg path').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  const learner = await signedOutPage(browser);
  await learner.page.goto(url);
  await expect(learner.page.getByRole('heading', { level: 1 })).toHaveText('Rejoindre le groupe');
  await learner.page.getByLabel('Adresse e-mail').fill(email);
  await learner.page.getByLabel('Prénom').fill('Giulia');
  await learner.page.getByLabel('Nom', { exact: true }).fill('Rossi');
  await learner.page.locator('#join-locale').selectOption('it');
  await learner.page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(learner.page.getByRole('main').getByRole('status')).toContainText(email);

  const mail = await nthMailTo(email);
  expect(mail.language).toBe('it');
  expect(mail.subject).toBe("Demo: conferma il tuo indirizzo per creare l'account");
  await learner.page.goto(linkTo(mail, '/it/auth/register/form'));
  await expect(learner.page.getByRole('heading', { level: 1 })).toHaveText('Crea il tuo account');
  await learner.page.getByRole('textbox', { name: 'Nuova password' }).fill('il mio diario');
  await learner.page.getByLabel('Conferma la password').fill('il mio diario');
  await learner.page.getByRole('button', { name: 'Crea il mio account' }).click();
  await expectPath(learner.page, '/it/tutorial');

  await panel.getByRole('button', { name: 'Désactiver le lien' }).click();
  await expect(panel.getByRole('status')).toHaveText('Le lien est désactivé.');
  await learner.page.context().clearCookies();
  await learner.page.goto(url);
  await expect(learner.page.getByRole('main').getByRole('alert')).toContainText("n'est plus valable");
  await learner.close();
});
