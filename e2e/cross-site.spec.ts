import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, E2E, STORAGE } from './support/hosts';
import { expectPath, pageFetch } from './support/sign-in';
import { rawRequest } from './support/raw-request';

// Security: "no cross-site writes". Another origin tries to change the learner's profile
// with the learner's cookie, and to sign a visitor in through a forged request.

const demoHost = new URL(E2E.demo).host;
// The attacker's page stands in for another site, which would not carry our Content-Security-Policy
// (whose connect-src 'self' alone would stop these requests): the defences tested here are the
// backend's Origin check and CORS, so the browser is told to ignore the policy in this file.
test.use({ bypassCSP: true });

test.describe('with the learner signed in', () => {
  test.use({ storageState: STORAGE.learner });

  test('a write sent from another origin with the session cookie changes nothing', async ({ page }) => {
    await page.goto('/');
    const me = await pageFetch(page, '/api/v2/session');
    await page.goto(`${E2E.mistral}/auth`);
    // A cross-origin PUT needs a CORS preflight, which the backend never grants: the browser stops it.
    const outcome = await page.evaluate(
      async ({ target, id }) =>
        fetch(`${target}/api/v2/users/${id}`, {
          method: 'PUT',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user: { firstname: 'Hacked' } }),
        }).then(
          (response) => `answered ${response.status}`,
          () => 'blocked',
        ),
      { target: E2E.demo, id: me.body.data.id },
    );
    expect(outcome).toBe('blocked');
    await page.goto('/');
    expect((await pageFetch(page, '/api/v2/session')).body.data.firstname).toBe(ACCOUNTS.learner.firstname);
  });

  test('the backend refuses a cookie-authenticated write whose Origin is another site', async ({ page, context }) => {
    await page.goto('/');
    const me = await pageFetch(page, '/api/v2/session');
    const token = (await context.cookies()).find((c) => c.name === 'session')!.value;
    const forged = await rawRequest({
      method: 'PUT',
      path: `/api/v2/users/${me.body.data.id}`,
      host: demoHost,
      headers: { cookie: `session=${token}`, origin: 'http://evil.example' },
      body: { user: { firstname: 'Hacked' } },
    });
    expect(forged.status).toBe(403);
    expect((forged.body as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
    expect((await pageFetch(page, '/api/v2/session')).body.data.firstname).toBe(ACCOUNTS.learner.firstname);
  });
});

test('the session route refuses a forged cross-site sign-in and sets no cookie', async ({ page }) => {
  const forged = await rawRequest({
    method: 'POST',
    path: '/api/session',
    host: demoHost,
    headers: { origin: 'http://evil.example' },
    body: { user: { email: ACCOUNTS.learner.email, password: DEMO_PASSWORD } },
  });
  expect(forged.status).toBe(403);
  expect((forged.body as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
  expect(forged.headers['set-cookie']).toBeUndefined();

  await page.goto(`${E2E.mistral}/auth`);
  await page.evaluate(
    async ({ target, email, password }) => {
      await fetch(`${target}/api/session`, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'include',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ user: { email, password } }),
      });
    },
    { target: E2E.demo, email: ACCOUNTS.learner.email, password: DEMO_PASSWORD },
  );
  await page.goto(`${E2E.demo}/dashboard/profile`);
  await expectPath(page, '/auth/login/form');
});

test('the renewal route refuses another site, and spends no refresh token for it', async () => {
  const forged = await rawRequest({
    method: 'POST',
    path: '/api/session/refresh',
    host: demoHost,
    headers: { origin: 'http://evil.example', cookie: 'session_refresh=anything-at-all-of-20-chars' },
    body: {},
  });
  expect(forged.status).toBe(403);
  expect((forged.body as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
  expect(forged.headers['set-cookie']).toBeUndefined();
});
