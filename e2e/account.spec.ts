import type { Page } from '@playwright/test';
import el from '../messages/el.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { E2E, STORAGE } from './support/hosts';
import { sidewaysOverflow } from './support/fit';
import { photoJpeg } from './support/images';
import { linkTo, nthMailTo } from './support/mailbox';
import { expectPath, pageFetch } from './support/sign-in';
import { untilHydrated } from './support/hydration';

// Spec §1: "Users register … by a public registration form"; §7: PUT /v2/signup, the credentials
// update {user:{email, password, currentPassword}}, DELETE v2/users/{id}/delete_user_account?reason=;
// §8 success toasts passwordUpdated, emailUpdated, accountDeleted. Issue 9: e-mail confirmation
// before the account is accepted; "Pending users cannot sign in … answer with a clear code and message".

async function signInWith(page: Page, email: string, password: string, prefix = '') {
  await page.goto(`${prefix}/auth/login/form`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A fresh accepted account of demo's, made through the same calls the sign-up pages make. */
async function freshAccount(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const user = { email, firstname: 'Chloé', lastname: 'Compte', locale: 'fr', password, password_confirmation: password };
  expect((await pageFetch(page, '/api/v2/signup', { method: 'PUT', body: { user, community_name: 'Demo' } })).status).toBe(202);
  const token = new URL(linkTo(await nthMailTo(email), '/auth/register/confirm')).searchParams.get('token');
  expect((await pageFetch(page, '/api/v2/signup/confirmation', { method: 'POST', body: { token, password } })).status).toBe(200);
}

test.describe('public sign-up', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('in Greek on a phone: the form, the mail, no sign-in before confirming, then the tutorial', async ({ page }) => {
    const email = `sofia-${Date.now()}@ecole.example`;
    await page.goto(`${E2E.demo}/el/auth`);
    await page.getByRole('link', { name: 'Δημιουργία λογαριασμού' }).click();
    await expectPath(page, '/el/auth/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(el.signup.title);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: el.signup.title });
    await form.getByRole('button', { name: el.register.submit }).click();
    await expect(form.locator('#signup-email-error')).toBeVisible();
    await form.getByLabel(el.register.email).fill(email);
    await form.getByLabel(el.register.firstname).fill('Σοφία');
    await form.getByLabel(el.register.lastname).fill('Παππά');
    await expect(form.getByLabel(el.register.locale)).toHaveValue('el');
    await form.getByRole('textbox', { name: el.newPassword.password }).fill('το ημερολόγιό μου');
    await form.getByLabel(el.newPassword.confirmation).fill('το ημερολόγιό μου');
    await form.getByRole('button', { name: el.register.submit }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(el.signup.sent.replace('{email}', email).replace('{hours}', '24'));

    await signInWith(page, email, 'το ημερολόγιό μου', '/el');
    await expect(page.getByText(el.errors.server.ACCOUNT_PENDING)).toBeVisible();
    await expectPath(page, '/el/auth/login/form');

    const mail = await nthMailTo(email);
    expect(mail.language).toBe('el');
    expect(mail.subject).toBe('Demo: επιβεβαιώστε τη διεύθυνσή σας');
    expect(mail.text).toContain('Γεια σας Σοφία,');
    const link = linkTo(mail, '/el/auth/register/confirm');
    expect(new URL(link).origin).toBe(E2E.demo);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(el.signupConfirmation.title);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: el.login.password }).fill('λάθος κωδικός');
    await page.getByRole('button', { name: el.signupConfirmation.submit }).click();
    await expect(page.getByText(el.signupConfirmation.wrongPassword)).toBeVisible();
    await page.getByRole('textbox', { name: el.login.password }).fill('το ημερολόγιό μου');
    await page.getByRole('button', { name: el.signupConfirmation.submit }).click();
    await expectPath(page, '/el/tutorial');
    await expect(page.locator('.p-toast-message', { hasText: el.toasts.accountConfirmed })).toBeVisible();
    expect((await pageFetch(page, '/api/v2/session')).body.data).toMatchObject({ email, status: 'accepted', locale: 'el', firstname: 'Σοφία' });
  });

  test('in French: a school that takes no sign-ups says how to join, and a pending account is told why it cannot sign in', async ({ page }) => {
    await page.goto(`${E2E.mistral}/auth/register`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');
    await expect(page.getByText('Cette communauté n\'ouvre pas de compte sur simple inscription.')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);

    await signInWith(page, 'pending@mistral.example', 'journal-demo-2026', E2E.mistral);
    await expect(page.getByText("Confirmez d'abord votre adresse avec le lien reçu par e-mail.")).toBeVisible();
  });
});

test('in French: change the address with its mailed link, change the password, then delete the account', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `chloe-${Date.now()}@ecole.example`;
  const moved = `chloe-new-${Date.now()}@ecole.example`;
  await page.goto(E2E.demo);
  await freshAccount(page, email, 'premier secret');
  await signInWith(page, email, 'premier secret');
  await expectPath(page, '/tutorial');
  await page.goto('/dashboard/profile');

  const credentials = page.getByRole('form', { name: 'Adresse e-mail et mot de passe' });
  await expect(credentials.getByLabel('Adresse e-mail')).toHaveValue(email);
  await credentials.getByLabel('Adresse e-mail').fill(moved);
  await credentials.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('pas le bon');
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(credentials.getByText("Ce n'est pas votre mot de passe actuel.")).toBeVisible();
  await credentials.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('premier secret');
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(credentials.getByRole('status')).toHaveText(`Un lien de confirmation a été envoyé à ${moved} : votre adresse changera quand vous l'aurez suivi.`);
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await nthMailTo(moved);
  expect(mail.language).toBe('fr');
  expect(mail.subject).toBe('Demo : confirmez votre nouvelle adresse');
  await page.goto(linkTo(mail, '/auth/confirm-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer votre nouvelle adresse');
  await page.getByRole('button', { name: 'Confirmer cette adresse' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`votre compte utilise désormais l'adresse ${moved}`);
  await expect(page.locator('.p-toast-message', { hasText: 'Votre adresse e-mail a été modifiée.' })).toBeVisible();
  expect((await pageFetch(page, '/api/v2/session')).body.data.email).toBe(moved);

  await page.goto('/dashboard/profile');
  await credentials.getByRole('textbox', { name: 'Nouveau mot de passe (facultatif)' }).fill('second secret');
  await credentials.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' }).fill('second secret');
  await credentials.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('premier secret');
  await credentials.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.p-toast-message', { hasText: 'Votre mot de passe a été modifié.' })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await expect(dialog.getByRole('textbox', { name: 'Votre mot de passe' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Pourquoi partez-vous ? (facultatif)').selectOption({ label: "Je n'en ai plus besoin" });
  await dialog.getByRole('textbox', { name: 'Votre mot de passe' }).fill('premier secret');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Cela ne correspond pas à votre compte.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Votre mot de passe' }).fill('second secret');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expectPath(page, '/auth');
  await expect(page.locator('.p-toast-message', { hasText: 'Votre compte a été supprimé.' })).toBeVisible();
  expect((await nthMailTo(moved)).subject).toBe('Demo : confirmez votre nouvelle adresse');
  expect((await nthMailTo(moved, 2)).subject).toBe('Demo : votre compte a été supprimé');

  await signInWith(page, moved, 'second secret');
  await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
});

test('in French: an expired access token is renewed from the refresh token, on a page load and after idling; a refused one signs out', async ({ page, context }) => {
  const email = `rafael-${Date.now()}@ecole.example`;
  await page.clock.install();
  await page.goto(E2E.demo);
  await freshAccount(page, email, 'mon secret 2026');
  await signInWith(page, email, 'mon secret 2026');
  await expectPath(page, '/tutorial');
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
  const firstRefresh = await cookie('session_refresh');
  expect(firstRefresh).toBeTruthy();

  // The access token's cookie lives as long as the token: its absence is an expired token.
  await context.clearCookies({ name: 'session' });
  await page.goto('/dashboard/profile');
  await expectPath(page, '/dashboard/profile');
  const address = page.getByRole('form', { name: 'Adresse e-mail et mot de passe' }).getByLabel('Adresse e-mail');
  await expect(address).toHaveValue(email);
  const secondRefresh = await cookie('session_refresh');
  expect(secondRefresh).not.toBe(firstRefresh);
  expect(await cookie('session')).toBeTruthy();

  // Spec §4 idle: after 10 minutes the next activity reloads the user, renewing the session first.
  // The watcher counts from when it starts listening, once the page has hydrated.
  await untilHydrated(address);
  await context.clearCookies({ name: 'session' });
  await page.clock.fastForward('11:00');
  // The user read again once renewed: until it arrives, activity finds a refresh under way and
  // starts none, so the next step waits for it rather than for the cookie alone.
  const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/session' && response.request().method() === 'GET' && response.ok());
  await page.keyboard.press('Shift');
  await reloaded;
  expect(await cookie('session')).toBeTruthy();
  expect(await cookie('session_refresh')).not.toBe(secondRefresh);
  await expectPath(page, '/dashboard/profile');

  // A refresh token the backend refuses (rotated, revoked): signed out, with REFRESH_TOKEN_ERROR's message.
  await context.clearCookies({ name: 'session' });
  await context.addCookies([{ name: 'session_refresh', value: firstRefresh!, url: E2E.demo }]);
  await page.clock.fastForward('11:00');
  await page.keyboard.press('Shift');
  await expect(page.locator('.p-toast-message', { hasText: "Votre session n'a pas pu être renouvelée" })).toBeVisible();
  await expectPath(page, '/auth');
  expect(await cookie('session_refresh')).toBeUndefined();
});

test.describe('the profile', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('in Greek on a phone: names, a square avatar seen in the header, its removal, then French', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `nikos-${Date.now()}@ecole.example`;
    await page.goto(E2E.demo);
    await freshAccount(page, email, 'το μυστικό μου');
    await signInWith(page, email, 'το μυστικό μου');
    await expectPath(page, '/tutorial');
    const me = (await pageFetch(page, '/api/v2/session')).body.data;
    expect((await pageFetch(page, `/api/v2/users/${me.id}`, { method: 'PUT', body: { user: { locale: 'el' } } })).status).toBe(200);
    await page.goto('/el/dashboard/profile');
    // Issue 9: "Activities … recorded as they happen": the sign-up's confirmation is the first.
    const recent = page.getByRole('region', { name: el.account.activities.title });
    await expect(recent.getByRole('listitem')).toHaveText([new RegExp(`^${el.account.activities.kinds.joinedCommunity.replace('<name></name>', 'Demo')}`)]);

    const names = page.getByRole('form', { name: el.account.profile.title });
    await names.getByLabel(el.register.firstname).fill('Νίκος');
    await names.getByLabel(el.register.lastname).fill('');
    await names.getByRole('button', { name: el.account.credentials.save }).click();
    await expect(names.locator('#profile-lastname-error')).toBeVisible();
    await names.getByLabel(el.register.lastname).fill('Παπαδόπουλος');
    await names.getByRole('button', { name: el.account.credentials.save }).click();
    await expect(page.locator('.p-toast-message', { hasText: el.toasts.userUpdated })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Νίκος');

    await page.locator('#avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(1200, 800, 30) });
    const cropper = page.getByRole('dialog', { name: el.experience.picture.cropTitle });
    await expect(cropper.locator('.reactEasyCrop_CropArea')).toBeVisible();
    const area = await cropper.locator('.reactEasyCrop_CropArea').boundingBox();
    expect(Math.abs(area!.width - area!.height)).toBeLessThanOrEqual(1);
    await cropper.getByRole('button', { name: el.experience.picture.applyCrop }).click();
    await expect(page.locator('.p-toast-message', { hasText: el.toasts.avatarUpdated })).toBeVisible();
    const headerAvatar = page.locator('header .avatar img');
    await expect(headerAvatar).toHaveAttribute('src', /^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src!;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, await headerAvatar.getAttribute('src'));
    expect(size).toEqual([256, 256]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: el.account.avatar.remove }).click();
    await expect(page.locator('header .avatar img')).toHaveCount(0);
    await expect(page.locator('header .avatar__initials')).toHaveText('ΝΠ');

    await names.getByLabel(el.account.profile.locale).selectOption('fr');
    await names.getByRole('button', { name: el.account.credentials.save }).click();
    await expectPath(page, '/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Nom et langue' })).toBeVisible();
    expect((await pageFetch(page, '/api/v2/session')).body.data).toMatchObject({ firstname: 'Νίκος', lastname: 'Παπαδόπουλος', locale: 'fr', avatar_url: null });
  });
});

test("a community admin reads a member's recent activity on the member's overview; a classmate does not", async ({ browser }) => {
  test.slow();
  const email = `lina-${Date.now()}@ecole.example`;
  const fresh = await browser.newContext({ baseURL: E2E.demo });
  const page = await fresh.newPage();
  await freshAccount(page, email, 'mon secret à moi');
  await signInWith(page, email, 'mon secret à moi');
  await expectPath(page, '/tutorial');
  const { id } = (await pageFetch(page, '/api/v2/session')).body.data;
  await fresh.close();

  const admin = await browser.newContext({ baseURL: E2E.demo, storageState: STORAGE.admin });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/${id}/user-overview`);
  await expect(adminPage.getByRole('region', { name: 'Activité récente' }).getByRole('listitem')).toHaveText([/^A rejoint la communauté Demo/]);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await admin.close();

  const classmate = await browser.newContext({ baseURL: E2E.demo, storageState: STORAGE.learner });
  const learnerPage = await classmate.newPage();
  await learnerPage.goto(`/${id}/user-overview`);
  await expect(learnerPage.getByRole('heading', { level: 1 })).toContainText('Chloé Compte');
  await expect(learnerPage.getByRole('region', { name: 'Activité récente' })).toHaveCount(0);
  await classmate.close();
});
