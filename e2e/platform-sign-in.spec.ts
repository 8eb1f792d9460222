import type { Page } from '@playwright/test';
import el from '../messages/el.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { E2E } from './support/hosts';
import { PLATFORM_ACCOUNTS } from './support/learning-platform-accounts';
import { addTrainingCenter } from './support/training-centers';
import { expectPath, pageFetch } from './support/sign-in';

// Spec §1: "A learning-platform (Moodle-style) sign-in is offered through training centers." §2:
// /auth/select_formation_center, /auth/moodle_sso_callback ("single sign-on callback from a
// learning platform"), /auth/redirect_from_nidaie ("redirect entry"). Issue 9: "driving the whole
// flow in Playwright: a good sign-in, a wrong state, a replayed code, a wrong client secret, a
// redirectHost of another site", against a real OAuth 2 / OpenID server on loopback
// (e2e/support/learning-platform-server.ts: oidc-provider on Moodle local_oauth2's paths).

/** The platform's own login page (Moodle's, in real life): the person types their platform username. */
async function signInAtPlatform(page: Page, username: string) {
  await page.waitForURL((url) => url.origin === E2E.learningPlatform);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in at the platform and follows the way back, one state at a time: the platform's redirects
 * to the callback page (loaded), the code handed over (the sign-in's answer), then the product's
 * first page. Awaited whole, these hops took past one expect's 10 s on a machine twice as slow.
 * The landing is checked by its content, then its address at once: the router shows a page and
 * writes its address in the same commit, so the two never disagree.
 */
async function signInThroughPlatform(page: Page, username: string, { callback, landing, heading }: { callback: string; landing: string; heading: string }) {
  const handedOver = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session/platform', { timeout: 0 });
  await signInAtPlatform(page, username);
  await page.waitForURL((url) => url.pathname === callback);
  expect((await handedOver).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(new URL(page.url()).pathname, 'the landing page is shown at its own address').toBe(landing);
}

const [eleni, camille, bruno] = PLATFORM_ACCOUNTS;

test.describe('on a phone, in Greek', () => {
  test.use({ viewport: { width: 360, height: 780 }, locale: 'el-GR' });

  test('a learner signs in through their training center, lands on the tutorial, and the callback cannot be replayed', async ({ page, browser }) => {
    test.slow();
    const center = await addTrainingCenter(browser, `Moodle Ελλάδα ${Date.now()}`);
    await page.goto(`${E2E.demo}/el/auth`);
    await page.getByRole('link', { name: el.landing.trainingCenter }).click();
    await expectPath(page, '/el/auth/select_formation_center');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(el.platformSignIn.title);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The platform sends the browser to /auth/moodle_sso_callback, which the locale cookie takes to /el/…: the last one is the page's.
    let callback = '';
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('/auth/moodle_sso_callback?')) callback = request.url();
    });
    await page.getByRole('button', { name: el.platformSignIn.continueWith.replace('{name}', center.name) }).click();
    await signInThroughPlatform(page, eleni.username, { callback: '/el/auth/moodle_sso_callback', landing: '/el/tutorial', heading: el.tutorial.title });
    const session = await pageFetch(page, '/api/v2/session');
    expect(session.body.data).toMatchObject({ email: eleni.email, firstname: eleni.firstname, locale: 'el' });

    // The same callback again, as a replay from another browser: its state is spent.
    expect(callback).toContain('/el/auth/moodle_sso_callback?code=');
    const replay = await browser.newPage({ locale: 'el-GR' });
    await replay.goto(callback);
    await expect(replay.getByRole('main').getByRole('alert')).toHaveText(el.errors.server.SIGN_IN_STATE_INVALID);
    expect((await pageFetch(replay, '/api/v2/session')).status).toBe(401);
    await replay.close();
  });
});

test.describe('in French (the default language: no prefix)', () => {
  test.use({ locale: 'fr-FR' });

  test("a wrong client secret, a wrong state and a sign-in turned down at the platform are explained, with a way to start again", async ({ page, browser }) => {
    test.slow();
    const center = await addTrainingCenter(browser, `Moodle mal configuré ${Date.now()}`, 'not-the-secret');
    await page.goto(`${E2E.demo}/auth/select_formation_center`);
    await page.getByRole('button', { name: fr.platformSignIn.continueWith.replace('{name}', center.name) }).click();
    await signInAtPlatform(page, camille.username);
    await expectPath(page, '/auth/moodle_sso_callback');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fr.errors.server.PLATFORM_REFUSED);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: fr.platformSignIn.again }).click();
    await expectPath(page, '/auth/select_formation_center');

    await page.goto(`${E2E.demo}/auth/moodle_sso_callback?code=forged-code&state=${'A'.repeat(43)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fr.errors.server.SIGN_IN_STATE_INVALID);
    await page.goto(`${E2E.demo}/auth/moodle_sso_callback?error=access_denied&state=${'A'.repeat(43)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fr.platformSignIn.cancelled);
    expect((await pageFetch(page, '/api/v2/session')).status).toBe(401);
  });

  test("the platform may send the person back to the community's own host only; the portal entry starts the sign-in at once", async ({ page, browser }) => {
    test.slow();
    const center = await addTrainingCenter(browser, `Moodle du portail ${Date.now()}`);
    await page.goto(`${E2E.demo}/auth`);
    const elsewhere = await pageFetch(page, '/api/v2/moodle/login_urls', {
      method: 'POST',
      body: { login_url: { training_center_id: center.id, redirect_host: 'evil.example' } },
    });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(['redirect_host']);

    await page.goto(`${E2E.demo}/auth/redirect_from_nidaie`);
    await expectPath(page, '/auth/select_formation_center');

    await page.goto(`${E2E.demo}/auth/redirect_from_nidaie?training_center=${center.id}`);
    await signInThroughPlatform(page, bruno.username, { callback: '/auth/moodle_sso_callback', landing: '/tutorial', heading: fr.tutorial.title });
    expect((await pageFetch(page, '/api/v2/session')).body.data).toMatchObject({ email: bruno.email, locale: 'fr' });
  });

  test('a page asked for signed out (a mailed review link) is where the platform sign-in leads back', async ({ page, browser }) => {
    test.slow();
    const center = await addTrainingCenter(browser, `Moodle du retour ${Date.now()}`);
    await page.goto(`${E2E.demo}/recognition/review`);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login/form' && url.searchParams.get('next') === '/recognition/review');
    // The login form keeps the way back in the tab once it runs; the person then turns to their training center.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('return-path'))).toBe('/recognition/review');
    await page.goto(`${E2E.demo}/auth/select_formation_center`);
    await page.getByRole('button', { name: fr.platformSignIn.continueWith.replace('{name}', center.name) }).click();
    await signInThroughPlatform(page, camille.username, { callback: '/auth/moodle_sso_callback', landing: '/recognition/review', heading: fr.recognition.review.listTitle });
  });
});
