import { expect, test } from './support/test';
import { ISOLATED, isolatedDemo, startIsolatedProduct, type IsolatedProduct } from './support/isolated-product';
import { rawRequest } from './support/raw-request';

// Issue 7 §1 and §4: a second product on its own ports, since these tests spend the
// per-address search limit and kill the backend, which would disturb the shared one.
test.describe.configure({ mode: 'serial' });

let product: IsolatedProduct;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  product = await startIsolatedProduct();
});
test.afterAll(async () => product?.stop());

const host = new URL(isolatedDemo).host;
const searchPlaces = (forwardedFor: string) =>
  rawRequest({ method: 'GET', path: '/api/mapbox?query=Athen&language=en', host, port: ISOLATED.webPort, headers: { 'x-forwarded-for': forwardedFor } });

test('a client cannot pick the address that the per-address limits count', async () => {
  // The place search allows 60 requests a minute per address; each request claims another one.
  const statuses: number[] = [];
  for (let i = 1; i <= 61; i += 1) statuses.push((await searchPlaces(`198.51.100.${i}, 203.0.113.${i}`)).status);
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
});

test('when the backend dies, pages say so in the visitor language, then work again after its restart', async ({ page }) => {
  test.setTimeout(120_000);
  // Never 0: process.kill(0) would kill this test runner's whole process group.
  expect(product.backendPid()).toBeGreaterThan(0);
  process.kill(product.backendPid(), 'SIGKILL');

  // The web server learns of the crash from start.mjs a moment after the backend's socket is gone:
  // until then a call to the API already fails (503), while a page that needs no backend call still
  // renders. Wait for the page, which answers 503 only once the web server knows.
  await expect.poll(async () => (await rawRequest({ method: 'GET', path: '/auth/login/form', host, port: ISOLATED.webPort })).status).toBe(503);
  const api = await rawRequest({ method: 'GET', path: '/api/v2/features', host, port: ISOLATED.webPort });
  expect(api.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });

  const french = await page.goto(`${isolatedDemo}/auth/login/form`);
  expect(french?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service momentanément indisponible');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const english = await page.goto(`${isolatedDemo}/en/auth/login/form`);
  expect(english?.status()).toBe(503);
  await expect(page.getByText('The service is unavailable right now. Please try again in a moment.')).toBeVisible();

  // start.mjs restarts the backend; the same page then renders the login form.
  await expect
    .poll(async () => (await rawRequest({ method: 'GET', path: '/en/auth/login/form', host, port: ISOLATED.webPort })).status, { timeout: 90_000 })
    .toBe(200);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.locator('#login-email')).toBeVisible();
});
