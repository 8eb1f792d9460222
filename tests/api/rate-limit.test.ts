import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/fixtures';
import { createApp } from '@/server/http/app';
import { LOGIN_LIMITS } from '@/server/http/routes/auth';
import { createMemoryRateLimiter } from '@/server/services/rate-limit';
import { startTestApi, type TestApi } from '../support/api-harness';
import { PASSWORD, allSessions, buildTwoCommunities, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

let addresses = 0;
/** Each test signs in from its own client address, so the per-address limit stays out of the way. */
const newAddress = () => `198.51.100.${++addresses}`;

function attempt(email: string, password: string, address: string, host = world.demo.host) {
  return api.request('/v2/login', {
    method: 'POST',
    host,
    headers: { 'x-forwarded-for': address },
    json: { user: { email, password } },
  });
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  expect(res.headers.get('authorization')).toBeNull();
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
}

async function failTimes(times: number, email: (i: number) => string, address: (i: number) => string) {
  for (let i = 0; i < times; i++) {
    const res = await attempt(email(i), 'wrong-password', address(i));
    expect(res.status, `failed attempt ${i + 1}`).toBe(401);
  }
}

describe('login rate limiting per account', () => {
  it('has the documented limits', () => {
    expect(LOGIN_LIMITS).toEqual({ perAccount: 10, perAddress: 100, windowMs: 15 * 60 * 1000 });
  });

  it('answers the 11th attempt within the window with 429 RATE_LIMITED and Retry-After, even with the right password', async () => {
    const { learner } = world.demo;
    const address = newAddress();
    await failTimes(LOGIN_LIMITS.perAccount, () => learner.email, () => address);
    const before = await allSessions(api);

    await expectRateLimited(await attempt(learner.email, PASSWORD, address));
    await expectRateLimited(await attempt(learner.email, PASSWORD, address));
    expect(await allSessions(api)).toEqual(before);
  });

  it('does not affect a different account', async () => {
    const address = newAddress();
    await failTimes(LOGIN_LIMITS.perAccount, () => world.demo.admin.email, () => address);
    await expectRateLimited(await attempt(world.demo.admin.email, PASSWORD, address));
    const res = await attempt(world.demo.peer.email, PASSWORD, address);
    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('counts the account whatever the case of the email and whichever address the attempts come from', async () => {
    const { learner } = world.mistral;
    const variants = [learner.email, learner.email.toUpperCase(), `${learner.email.charAt(0).toUpperCase()}${learner.email.slice(1)}`];
    await failTimes(LOGIN_LIMITS.perAccount, (i) => variants[i % variants.length], () => newAddress());
    await expectRateLimited(await attempt(learner.email, PASSWORD, newAddress(), world.mistral.host));
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const user = await createUser(api.db, { email: 'reset@demo.test', communityIds: [world.demo.community.id] });
    const address = newAddress();
    await failTimes(LOGIN_LIMITS.perAccount - 1, () => user.email, () => address);
    expect((await attempt(user.email, PASSWORD, address)).status).toBe(200);
    await failTimes(LOGIN_LIMITS.perAccount, () => user.email, () => address);
    await expectRateLimited(await attempt(user.email, PASSWORD, address));
  });

  it('lets the account in again once the window has passed', async () => {
    // A second app on the same database, with a clock the test moves.
    let now = Date.now();
    const app = createApp({ ...api.deps, rateLimiter: createMemoryRateLimiter(() => now) });
    const user = await createUser(api.db, { email: 'window@demo.test', communityIds: [world.demo.community.id] });
    const send = (password: string) =>
      app.request('/v2/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': world.demo.host, 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ user: { email: user.email, password } }),
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) expect((await send('wrong-password')).status).toBe(401);

    now += LOGIN_LIMITS.windowMs - 60_000;
    const stillLimited = await send(PASSWORD);
    expect(Number(stillLimited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectRateLimited(stillLimited);

    now += 61_000;
    const res = await send(PASSWORD);
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(user.id);
  });
});

describe('login rate limiting per address', () => {
  it('refuses an address after 100 attempts, whatever the accounts, and leaves other addresses alone', async () => {
    const address = newAddress();
    await failTimes(LOGIN_LIMITS.perAddress, (i) => `guess${i}@demo.test`, () => address);
    const before = await allSessions(api);
    await expectRateLimited(await attempt(world.mistral.peer.email, PASSWORD, address, world.mistral.host));
    expect(await allSessions(api)).toEqual(before);

    const elsewhere = await attempt(world.mistral.peer.email, PASSWORD, newAddress(), world.mistral.host);
    expect(elsewhere.status).toBe(200);
  });
});
