import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { ACCOUNTS, E2E, STORAGE } from './support/hosts';
import { linkTo, mailsTo, nthMailTo } from './support/mailbox';
import { expectPath, pageFetch, signIn } from './support/sign-in';

// Spec §4: "Password reset: two steps, ask then set a new password"; §2: /password-forgotten and
// /nouveau-mot-de-passe. Mistral's accounts that no other spec signs in with: resetting ends their sessions.

/** Another browser, signed in as `email`: the session a reset must end. */
async function otherSession(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: E2E.mistral });
  const page = await context.newPage();
  await signIn(page, email);
  await expectPath(page, '/');
  return { page, close: () => context.close() };
}

test('forgot password in French: the mail, a new password, signed in, the old session and the link refused', async ({ page, browser }) => {
  // A journey across several pages, a mail and axe: three times the default budget.
  test.slow();
  // An account no other test signs in with or mails: mistral's group admin approves public links.
  const email = 'learner-b@mistral.example';
  const before = await otherSession(browser, email);

  await page.goto(`${E2E.mistral}/auth/login/form`);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expectPath(page, '/password-forgotten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Si un compte Lycée Mistral utilise l'adresse ${email}, un lien vient de lui être envoyé. Il est valable une heure.`);

  const mail = await nthMailTo(email);
  expect(mail.subject).toBe('Lycée Mistral : choisir un nouveau mot de passe');
  expect(mail.language).toBe('fr');
  expect(mail.text).toContain('Bonjour Oscar,');
  const link = linkTo(mail, '/nouveau-mot-de-passe');
  expect(new URL(link).origin).toBe(E2E.mistral);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('un nouveau départ');
  await page.getByLabel('Confirmez le mot de passe').fill('un autre départ');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
  await page.getByLabel('Confirmez le mot de passe').fill('un nouveau départ');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expectPath(page, '/');
  await expect(page.locator('.p-toast-message', { hasText: 'Votre mot de passe a été modifié.' })).toBeVisible();
  expect((await pageFetch(page, '/api/v2/session')).body.data.email).toBe(email);

  expect((await pageFetch(before.page, '/api/v2/session')).status).toBe(401);
  await before.close();

  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('encore une fois');
  await page.getByLabel('Confirmez le mot de passe').fill('encore une fois');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText("Ce lien n'est plus valable");
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expectPath(page, '/password-forgotten');
});

test('forgot password in Greek: the page, the mail and the link are in Greek, and end on the Greek journal', async ({ page, browser }) => {
  const email = 'teacher@mistral.example';
  const before = await otherSession(browser, email);
  const me = (await pageFetch(before.page, '/api/v2/session')).body.data;
  expect((await pageFetch(before.page, `/api/v2/users/${me.id}`, { method: 'PUT', body: { user: { locale: 'el' } } })).status).toBe(200);
  const earlier = (await mailsTo(email)).length;

  await page.goto(`${E2E.mistral}/el/password-forgotten`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ξεχάσατε τον κωδικό;');
  await page.getByLabel('Διεύθυνση email').fill(email);
  await page.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);

  const mail = await nthMailTo(email, earlier + 1);
  expect(mail.language).toBe('el');
  expect(mail.subject).toBe('Lycée Mistral: επιλέξτε νέο κωδικό πρόσβασης');
  expect(mail.text).toContain('Γεια σας Thomas,');
  const link = linkTo(mail, '/el/nouveau-mot-de-passe');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Νέος κωδικός πρόσβασης');
  await page.getByRole('textbox', { name: 'Νέος κωδικός πρόσβασης' }).fill('κωδικός για το μάθημα');
  await page.getByLabel('Επιβεβαίωση κωδικού').fill('κωδικός για το μάθημα');
  await page.getByRole('button', { name: 'Αποθήκευση και σύνδεση' }).click();
  await expectPath(page, '/el');
  await expect(page.locator('.p-toast-message', { hasText: 'Ο κωδικός πρόσβασής σας άλλαξε.' })).toBeVisible();
  expect((await pageFetch(before.page, '/api/v2/session')).status).toBe(401);
  await before.close();
});

test('a link without its token says so and offers a new one', async ({ page }) => {
  await page.goto('/nouveau-mot-de-passe');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Ce lien est incomplet/);
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});

test.describe('the outbox', () => {
  test.use({ storageState: STORAGE.admin });

  test("a community admin reads the community's mails from the community area; a learner is turned away", async ({ page, browser }) => {
    // A journey across several pages, a mail and axe: three times the default budget.
    test.slow();
    // Asking changes nothing until the link is followed: safe for an account other specs sign in with.
    const learner = ACCOUNTS.learner.email;
    const signedOut = await browser.newContext({ baseURL: E2E.demo });
    const asking = await signedOut.newPage();
    await asking.goto('/password-forgotten');
    await asking.getByLabel('Adresse e-mail').fill(learner);
    await asking.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(asking.getByRole('main').getByRole('status')).toContainText(learner);
    await signedOut.close();
    await nthMailTo(learner);

    await page.goto('/application');
    await page.getByRole('link', { name: "Boîte d'envoi" }).click();
    await expectPath(page, '/admin/outbox');
    const mail = page.locator('.outbox__mail').filter({ hasText: learner }).first();
    await expect(mail.locator('summary')).toContainText('Demo : choisir un nouveau mot de passe');
    await expect(mail.locator('.outbox__status')).toHaveText('Envoyé');
    await mail.locator('summary').click();
    // The admin sees where the link leads, never its token: only the learner's mailbox has that.
    await expect(mail.locator('.outbox__text')).toContainText('/nouveau-mot-de-passe?token=•••');
    const token = linkTo((await mailsTo(learner)).at(-1)!, '/nouveau-mot-de-passe').split('token=')[1];
    await expect(mail.locator('.outbox__text')).not.toContainText(token);
    expect(await seriousViolations(page)).toEqual([]);

    const learnerContext = await browser.newContext({ baseURL: E2E.demo, storageState: STORAGE.learner });
    const learnerPage = await learnerContext.newPage();
    await learnerPage.goto('/admin/outbox');
    await expectPath(learnerPage, '/');
    await learnerContext.close();
  });
});
