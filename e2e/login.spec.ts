import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, E2E } from './support/hosts';
import { expectPath, pageFetch, signIn } from './support/sign-in';

// Spec §2 route rules: "Login lands on tutorial when a flag is set, otherwise on
// dashboard-index. The locale prefix comes from the user's locale, default fr."

test('a learner signs in on demo.localhost in French and lands on the dashboard', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.learner.email);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Léa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.brand__name').first()).toHaveText('Demo');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
  // The access and refresh tokens live in httpOnly cookies only: page scripts never read them.
  expect(cookies.map((c) => c.name).sort()).toEqual(['i18n_redirected', 'session', 'session_refresh']);
  expect(cookies.find((c) => c.name === 'session')?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === 'session_refresh')?.httpOnly).toBe(true);
});

test('an English-speaking learner signing in from /en lands on /en', async ({ page }) => {
  await signIn(page, ACCOUNTS.learnerEn.email, { localePrefix: '/en' });
  await expectPath(page, '/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Liam');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a French learner signing in from /en lands under their own locale (no prefix)', async ({ page }) => {
  await page.goto('/en/auth/login/form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await signIn(page, ACCOUNTS.learner.email, { localePrefix: '/en' });
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Léa');
});

test('a learner who has not seen the tutorial lands on it, then reaches the dashboard', async ({ page }) => {
  await signIn(page, ACCOUNTS.newcomer.email);
  await expectPath(page, '/tutorial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue dans votre journal');
  await expect(page.locator('.app-header')).toHaveCount(0);
  await page.getByRole('button', { name: "C'est parti" }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Nina');
});

test('wrong credentials show the translated LOGIN_ERROR in the form, by its button, and keep the form', async ({ page }) => {
  await page.goto('/en/auth/login/form');
  await page.locator('#login-email').fill(ACCOUNTS.learner.email);
  await page.locator('#login-password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const failure = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  await expect(failure).toContainText('Sign-in failed');
  await expect(failure).toContainText('Incorrect e-mail or password.');
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
  await expectPath(page, '/en/auth/login/form');
});

test("a failed sign-in's message does not follow the user onto the dashboard (issue 8)", async ({ page }) => {
  await page.goto('/auth/login/form');
  await page.locator('#login-email').fill(ACCOUNTS.learner.email);
  await page.locator('#login-password').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Échec de la connexion' })).toBeVisible();
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ACCOUNTS.learner.firstname);
  await expect(page.getByText('Échec de la connexion')).toHaveCount(0);
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
});

for (const [prefix, show, hide] of [
  ['', 'Afficher le mot de passe', 'Masquer le mot de passe'],
  ['/el', 'Εμφάνιση κωδικού', 'Απόκρυψη κωδικού'],
] as const) {
  test(`the password field is as wide as the e-mail field and its toggle speaks the page's language (${prefix || 'fr'})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/auth/login/form`);
    const email = await page.locator('#login-email').boundingBox();
    const password = await page.locator('#login-password').boundingBox();
    expect(Math.round(password!.width)).toBe(Math.round(email!.width));
    const toggle = page.locator('.password-input__toggle');
    await expect(toggle).toHaveAttribute('aria-label', show);
    await page.locator('#login-password').fill('secret');
    await toggle.click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-label', hide);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
}

test('the form explains empty and malformed fields before calling the server', async ({ page }) => {
  await page.goto('/auth/login/form');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('#login-email-error')).toHaveText('Adresse e-mail est obligatoire.');
  await expect(page.locator('#login-password-error')).toHaveText('Mot de passe est obligatoire.');
  await page.locator('#login-email').fill('not-an-email');
  await page.locator('#login-email').blur();
  await expect(page.locator('#login-email-error')).toHaveText('Saisissez une adresse e-mail valide.');
});

test('a malformed e-mail corrected after pressing sign in clears its message as it is typed, and the next press signs in', async ({ page }) => {
  await page.goto('/auth/login/form');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('#login-email').fill('learner-en@demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('#login-email-error')).toHaveText('Saisissez une adresse e-mail valide.');
  await page.locator('#login-email').fill(ACCOUNTS.learnerEn.email);
  // Gone before the button is pressed: its removal must not move the button from under the pointer.
  await expect(page.locator('#login-email-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectPath(page, '/en');
});

test('the login form goes back to /auth', async ({ page }) => {
  await page.goto('/auth/login/form');
  await page.getByRole('link', { name: 'Retour' }).click();
  await expectPath(page, '/auth');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('signing out waits, revokes the session and lands on /auth', async ({ page }) => {
  await signIn(page, ACCOUNTS.learner.email);
  await expectPath(page, '/');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expectPath(page, '/auth');
  await expect(page.locator('.p-toast-message', { hasText: 'Vous êtes déconnecté' })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expectPath(page, '/auth/login/form');
  expect((await pageFetch(page, '/api/v2/session')).status).toBe(401);
});

// Issue 8, one session lookup per request: a cookie whose session was ended elsewhere is dropped
// by the first page that sees it, whatever the page, instead of being asked about on every page.
for (const [kind, path, shown] of [
  ['the login form', '/auth/login/form', '#login-email'],
  ['a public page', '/faq', 'h1'],
] as const) {
  test(`a session ended on another device is forgotten by ${kind}, which shows itself signed out`, async ({ page, browser }) => {
    await signIn(page, ACCOUNTS.learner.email);
    await expectPath(page, '/');
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expectPath(page, '/auth');

    const device = await other.newPage();
    await device.goto(path);
    await expectPath(device, path);
    await expect(device.locator(shown).first()).toBeVisible();
    await expect(device.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
    expect((await other.cookies()).map((cookie) => cookie.name)).not.toContain('session');
    expect((await other.cookies()).map((cookie) => cookie.name)).not.toContain('session_refresh');
    await other.close();
  });
}

test('a lycee-mistral user signing in on demo is sent to their own community login form, which says why and keeps the address (issue 8)', async ({ page }) => {
  await signIn(page, ACCOUNTS.mistralLearner.email);
  // The address travels in the URL's fragment, which the form takes out of the address bar once read.
  await expect(page).toHaveURL(`${E2E.mistral}/auth/login/form`);
  await expect(page.locator('.brand__name').first()).toHaveText('Lycée Mistral');
  const why = page.getByRole('status').filter({ hasText: 'Votre compte appartient à cette communauté' });
  await expect(why).toBeVisible();
  await expect(page.locator('#login-email')).toHaveValue(ACCOUNTS.mistralLearner.email);
  await expect(page.locator('#login-password')).toBeFocused();
  // Said once: a reload shows the plain form.
  await page.reload();
  await expect(page.locator('#login-email')).toHaveValue('');
  await expect(why).toHaveCount(0);
  await signIn(page, ACCOUNTS.mistralLearner.email, { origin: E2E.mistral });
  await expect(page).toHaveURL(`${E2E.mistral}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Léa');
});

test('a deactivated account sees the informational modal naming its community, once', async ({ page }) => {
  await signIn(page, ACCOUNTS.deactivated.email);
  await expectPath(page, '/');
  const dialog = page.getByRole('dialog', { name: 'Compte désactivé' });
  await expect(dialog).toContainText('Votre compte dans Demo a été désactivé');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Denise');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
