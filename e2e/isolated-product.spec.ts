import { expect, test } from './support/test';
import { ISOLATED, isolatedDemo, startIsolatedProduct, type IsolatedProduct } from './support/isolated-product';
import { rawRequest } from './support/raw-request';

// Issue 7 §1: a second product on its own ports, since this test spends the
// per-address search limit, which would disturb the shared one.
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
