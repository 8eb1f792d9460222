import type { Page } from '@playwright/test';
import fr from '../messages/fr.json' with { type: 'json' };
import pt from '../messages/pt.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { ACCOUNTS, DEMO_PASSWORD, E2E } from './support/hosts';
import { linkTo, nthMailTo } from './support/mailbox';
import { expectPath, pageFetch } from './support/sign-in';

// The issue "Phones in class": a form's failure is said in the form, by its button, replaced by
// the next one, never a toast over "forgot your password?"; a pending sign-up can ask for its mail
// again from the refusal; "Create an account" only where the community takes sign-ups.

const LANGUAGES = [
  { prefix: '', t: fr },
  { prefix: '/pt', t: pt },
] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'phone 360', width: 360, height: 740 },
] as const;

async function attempt(page: Page, submit: string, email: string, password: string) {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

for (const { prefix, t } of LANGUAGES) {
  for (const size of SIZES) {
    test(`a refused sign-in is said in the form, replaced by the next one, and covers nothing (${prefix || 'fr'}, ${size.name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${E2E.demo}${prefix}/auth/login/form`);
      const form = page.getByRole('form', { name: t.login.title });
      // Addresses of no account: the learner's own would soon be throttled by the other runs' failures.
      const nobody = (n: number) => `nobody-${n}-${prefix.slice(1) || 'fr'}-${size.width}@demo.example`;
      await attempt(page, t.login.submit, nobody(1), 'not-the-password');
      const failure = form.getByRole('alert').filter({ hasText: t.errors.LOGIN_ERROR });
      await expect(failure).toContainText(t.errors.server.INVALID_CREDENTIALS);
      await expect(page.locator('.p-toast-message')).toHaveCount(0);

      // By the button: right above it, and "forgot your password?" stays in sight and free.
      const [alertBox, buttonBox] = [await failure.locator('.notice').boundingBox(), await form.getByRole('button', { name: t.login.submit }).boundingBox()];
      expect(buttonBox!.y - (alertBox!.y + alertBox!.height)).toBeLessThan(40);
      await expect(page.getByRole('link', { name: t.login.forgotten })).toBeInViewport();
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // Another account fails: one message, the new one's (the old one does not stay).
      await attempt(page, t.login.submit, nobody(2), 'still-not-it');
      await expect(form.getByText(t.errors.LOGIN_ERROR)).toHaveCount(1);
      await expect(failure).toContainText(t.errors.server.INVALID_CREDENTIALS);

      // A new attempt starts afresh: the last refusal goes while it runs, then the person is in.
      await attempt(page, t.login.submit, ACCOUNTS.learner.email, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(ACCOUNTS.learner.firstname);
      await expect(page.getByText(t.errors.LOGIN_ERROR)).toHaveCount(0);
    });
  }
}

for (const { prefix, t, size } of [
  { ...LANGUAGES[0], size: SIZES[0] },
  { ...LANGUAGES[1], size: SIZES[1] },
]) {
  test(`a pending sign-up asks for its mail again from the refused sign-in, confirms with the new one and signs in (${prefix || 'fr'}, ${size.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const email = `resend-${prefix.slice(1) || 'fr'}-${Date.now()}@ecole.example`;
    const password = 'mon journal à moi';
    await page.goto(`${E2E.demo}${prefix}/auth`);
    const user = { email, firstname: 'Inès', lastname: 'Attente', locale: prefix.slice(1) || 'fr', password, password_confirmation: password };
    expect((await pageFetch(page, '/api/v2/signup', { method: 'PUT', body: { user, community_name: 'Demo' } })).status).toBe(202);
    const first = await nthMailTo(email, 1);

    await page.goto(`${prefix}/auth/login/form`);
    await attempt(page, t.login.submit, email, password);
    const form = page.getByRole('form', { name: t.login.title });
    const failure = form.getByRole('alert').filter({ hasText: t.errors.server.ACCOUNT_PENDING });
    await expect(failure).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await failure.getByRole('button', { name: t.login.pending.resend }).click();
    await expect(failure.getByRole('status')).toHaveText(t.login.pending.sent.replace('{email}', email).replace('{hours}', '24'));
    expect(await seriousViolations(page)).toEqual([]);
    const second = await nthMailTo(email, 2);
    const link = linkTo(second, '/auth/register/confirm');
    expect(link).not.toBe(linkTo(first, '/auth/register/confirm'));

    // The first link was retired by the second.
    const spent = new URL(linkTo(first, '/auth/register/confirm')).searchParams.get('token');
    expect((await pageFetch(page, '/api/v2/signup/confirmation', { method: 'POST', body: { token: spent, password } })).status).toBe(404);

    await page.goto(link);
    await page.getByRole('textbox', { name: t.login.password }).fill(password);
    await page.getByRole('button', { name: t.signupConfirmation.submit }).click();
    await expectPath(page, `${prefix}/tutorial`);

    await page.context().clearCookies();
    await page.goto(`${prefix}/auth/login/form`);
    await attempt(page, t.login.submit, email, password);
    await expectPath(page, `${prefix}/tutorial`);
  });
}

for (const { prefix, t } of LANGUAGES) {
  for (const size of [SIZES[0], SIZES[2]]) {
    test(`"Create an account" is offered where the community takes sign-ups only (${prefix || 'fr'}, ${size.name})`, async ({ page }) => {
      await page.setViewportSize(size);
      const createAccount = page.getByRole('link', { name: t.landing.register });
      for (const path of ['/auth', '/auth/login/form']) {
        await page.goto(`${E2E.demo}${prefix}${path}`);
        await expect(createAccount).toHaveCount(1);
        await page.goto(`${E2E.mistral}${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(createAccount).toHaveCount(0);
        expect(await sidewaysOverflow(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      }
      // A sign-up link that reached a closed community offers no way back to a dead end either.
      await page.goto(`${E2E.mistral}${prefix}/auth/register/confirm`);
      await expect(page.getByRole('alert').filter({ hasText: t.signupConfirmation.missingToken })).toBeVisible();
      await expect(page.getByRole('link', { name: t.signupConfirmation.signUpAgain })).toHaveCount(0);
      await page.goto(`${E2E.demo}${prefix}/auth/register/confirm`);
      await expect(page.getByRole('link', { name: t.signupConfirmation.signUpAgain })).toHaveCount(1);

      // Where it is offered, it leads to the form.
      await page.goto(`${E2E.demo}${prefix}/auth/login/form`);
      await createAccount.click();
      await expectPath(page, `${prefix}/auth/register`);
      await expect(page.getByRole('form', { name: t.signup.title })).toBeVisible();
    });
  }
}

test('the loading indicator takes no press meant for the footer, and is gone once a sign-up is answered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${E2E.demo}/auth/register`);
  const form = page.getByRole('form', { name: fr.signup.title });
  await form.getByLabel(fr.register.email).fill(`pill-${Date.now()}@ecole.example`);
  await form.getByLabel(fr.register.firstname, { exact: true }).fill('Paul');
  await form.getByLabel(fr.register.lastname, { exact: true }).fill('Pilule');
  await form.getByRole('textbox', { name: fr.newPassword.password }).fill('une pilule qui traîne');
  await form.getByLabel(fr.newPassword.confirmation).fill('une pilule qui traîne');
  // The answer held back, so that the indicator shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/signup', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: fr.register.submit }).click();
  const pill = page.locator('.loading-toast');
  await expect(pill).toBeVisible();
  expect(await pill.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
  release();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  // Spec §9: hidden 500 ms after the work ends; not a moment longer over the footer.
  await expect(pill).toHaveCount(0, { timeout: 1_500 });
});
