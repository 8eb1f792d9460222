import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, STORAGE } from './support/hosts';
import { expectPath } from './support/sign-in';

// Spec §6: "No logged-in user is redirected to the login form (auth-login-form). A logged-in
// user matching none is redirected to the dashboard." Application pages need communityAdmin.

test.describe('signed out', () => {
  // The front door is the exception, by choice (docs/decisions/web-and-navigation.md): a first
  // visit opens on the landing, which leads to the form.
  test('/ goes to the landing, whose sign-in leads to the login form', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/auth');
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expectPath(page, '/auth/login/form');
    await expect(page.locator('#login-email')).toBeVisible();
  });

  for (const [path, target] of [
    ['/dashboard/profile', '/auth/login/form'],
    ['/en/application', '/en/auth/login/form'],
    ['/it/create-experience', '/it/auth/login/form'],
    ['/tutorial', '/auth/login/form'],
  ] as const) {
    test(`${path} goes to the login form`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, target);
      await expect(page.locator('#login-email')).toBeVisible();
    });
  }

  test('the login form leads back to the page asked for, in the language of the account', async ({ page }) => {
    await page.goto('/dashboard/portrait');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login/form' && url.searchParams.get('next') === '/dashboard/portrait');
    await page.locator('#login-email').fill(ACCOUNTS.learner.email);
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expectPath(page, '/dashboard/portrait');
    // Signed in, a sign-in page that carries a way back goes on to it; a foreign address is not one.
    await page.goto('/auth/login/form?next=%2Fdashboard%2Fstories');
    await expectPath(page, '/dashboard/stories');
    await page.goto('/auth/login/form?next=%2F%2Fevil.example%2F');
    await expectPath(page, '/');
  });

  test('public pages stay open', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });
});

test.describe('as a learner', () => {
  test.use({ storageState: STORAGE.learner });

  for (const path of ['/application', '/application/members', '/group-overview/1', '/admin/manage-members']) {
    test(`${path} sends the learner to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Léa');
    });
  }

  test('the logged-out landing sends a signed-in learner to the dashboard', async ({ page }) => {
    await page.goto('/auth');
    await expectPath(page, '/');
  });

  test('dashboard tabs are routes with the current one marked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Profil' }).click();
    await expectPath(page, '/dashboard/profile');
    await expect(page.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.profile-summary')).toContainText('learner@demo.example');
    await expect(page.locator('.profile-summary')).toContainText('Apprenant');
  });

  test('a non-digit id is a 404', async ({ page }) => {
    const response = await page.goto('/experiences/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('the browser never sees the session token', async ({ page, context }) => {
    await page.goto('/');
    const session = (await context.cookies()).find((c) => c.name === 'session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const visible = await page.evaluate(() => document.cookie + JSON.stringify(localStorage));
    expect(visible).not.toContain(session!.value);
  });
});

test.describe('as a community admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('opens the application page and its official area', async ({ page }) => {
    await page.goto('/application');
    await expectPath(page, '/application');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal de la communauté');
    await page.goto('/en/application/official');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official journal');
  });

  test('opens the design system showcase and raises a toast', async ({ page }) => {
    await page.goto('/en/dev/designSystem');
    await page.getByRole('button', { name: 'Show a toast' }).click();
    await expect(page.locator('.p-toast-message', { hasText: 'This is a toast' })).toBeVisible();
  });
});
