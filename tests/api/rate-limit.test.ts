import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '@/server/seed/fixtures';
import { communityMemberships, users } from '@/server/db/schema';
import { createApp } from '@/server/app';
import { LOGIN_POLICY, delayAfterFailure } from '@/server/modules/accounts/login-throttle';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
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
/** Each test signs in from addresses of its own, so one test's counters stay out of another's way. */
const newAddress = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let accounts = 0;
const newAccount = () => createUser(api.db, { email: `throttled${++accounts}@demo.test`, communityIds: [world.demo.community.id] });

/**
 * A second app on the same database whose limiter reads a clock the test moves, so that the
 * windows and delays can pass without waiting.
 */
function withClock() {
  const clock = { now: Date.now() };
  const app = createApp({ ...api.deps, rateLimiter: createMemoryRateLimiter(() => clock.now) });
  const send = (email: string, password: string, address: string) =>
    app.request('/v2/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': world.demo.host, 'x-forwarded-for': address },
      body: JSON.stringify({ user: { email, password } }),
    });
  return { clock, send };
}

function attempt(email: string, password: string, address: string) {
  return api.request('/v2/login', { method: 'POST', host: world.demo.host, headers: { 'x-forwarded-for': address }, json: { user: { email, password } } });
}

async function expectRateLimited(res: Response, atMostSeconds = LOGIN_POLICY.perAccountAddress.windowMs / 1000) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  expect(res.headers.get('authorization')).toBeNull();
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  return retryAfter;
}

async function failTimes(times: number, email: string, address: (i: number) => string, send: typeof attempt | ReturnType<typeof withClock>["send"] = attempt) {
  for (let i = 0; i < times; i++) expect((await send(email, 'wrong-password', address(i))).status, `failed attempt ${i + 1}`).toBe(401);
}

describe('the login policy', () => {
  it('is the one the README states', () => {
    expect(LOGIN_POLICY).toEqual({
      perAccountAddress: { limit: 10, windowMs: 15 * 60_000 },
      perAddressFailures: { limit: 100, windowMs: 15 * 60_000 },
      accountWide: { freeFailures: 20, windowMs: 60 * 60_000, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 },
      trustedAddressMs: 30 * 24 * 60 * 60_000,
    });
  });

  it('doubles the account-wide delay after the free failures, up to 15 minutes', () => {
    expect([20, 21, 22, 23, 24].map(delayAfterFailure)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(delayAfterFailure(40)).toBe(15 * 60_000);
    expect(delayAfterFailure(10_000)).toBe(15 * 60_000);
  });
});

describe('an attacker cannot lock the owner out', () => {
  it('lets the owner in from their own address after 11 failures from other addresses', async () => {
    const owner = await newAccount();
    await failTimes(11, owner.email, () => newAddress());
    const res = await attempt(owner.email, PASSWORD, newAddress());
    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('lets the owner in from an address they signed in from, however slowed the account is', async () => {
    const { clock, send } = withClock();
    const owner = await newAccount();
    const home = newAddress();
    expect((await send(owner.email, PASSWORD, home)).status).toBe(200);
    // 30 failures from rotating addresses, each waiting out the account's delay.
    for (let i = 0; i < 30; i++) {
      const res = await send(owner.email, 'wrong-password', newAddress());
      expect(res.status, `attack ${i + 1}`).toBe(401);
      clock.now += delayAfterFailure(i + 1);
    }
    expect((await send(owner.email, 'wrong-password', newAddress())).status).toBe(401);
    await expectRateLimited(await send(owner.email, PASSWORD, newAddress()));
    expect((await send(owner.email, PASSWORD, home)).status).toBe(200);
  });
});

describe('guessing stays slow', () => {
  it('slows an attacker rotating addresses: after 20 failures, each attempt waits twice as long as the last', async () => {
    const { clock, send } = withClock();
    const target = await newAccount();
    await failTimes(LOGIN_POLICY.accountWide.freeFailures, target.email, () => newAddress(), send);
    expect((await send(target.email, 'wrong-password', newAddress())).status).toBe(401);

    for (const delaySeconds of [1, 2, 4, 8]) {
      // Right password or not, from any fresh address: wait first.
      const before = await allSessions(api);
      expect(await expectRateLimited(await send(target.email, PASSWORD, newAddress()))).toBe(delaySeconds);
      expect(await allSessions(api)).toEqual(before);
      clock.now += delaySeconds * 1000 - 100;
      await expectRateLimited(await send(target.email, 'wrong-password', newAddress()));
      clock.now += 100;
      expect((await send(target.email, 'wrong-password', newAddress())).status).toBe(401);
    }
  });

  it('refuses the 11th attempt of one account from one address within 15 minutes, even with the right password', async () => {
    const user = await newAccount();
    const address = newAddress();
    await failTimes(LOGIN_POLICY.perAccountAddress.limit, user.email, () => address);
    const before = await allSessions(api);
    await expectRateLimited(await attempt(user.email, PASSWORD, address));
    await expectRateLimited(await attempt(user.email.toUpperCase(), PASSWORD, address));
    expect(await allSessions(api)).toEqual(before);
    // The same address may still sign in to another account, and the account from another address.
    expect((await attempt(world.demo.peer.email, PASSWORD, address)).status).toBe(200);
    expect((await attempt(user.email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('starts the (account, address) count afresh after a successful sign-in', async () => {
    const user = await newAccount();
    const address = newAddress();
    await failTimes(LOGIN_POLICY.perAccountAddress.limit - 1, user.email, () => address);
    expect((await attempt(user.email, PASSWORD, address)).status).toBe(200);
    await failTimes(LOGIN_POLICY.perAccountAddress.limit, user.email, () => address);
    await expectRateLimited(await attempt(user.email, PASSWORD, address));
  });

  it('lets the pair in again once its window has passed', async () => {
    const { clock, send } = withClock();
    const user = await newAccount();
    const address = newAddress();
    await failTimes(LOGIN_POLICY.perAccountAddress.limit, user.email, () => address, send);
    clock.now += LOGIN_POLICY.perAccountAddress.windowMs - 60_000;
    expect(await expectRateLimited(await send(user.email, PASSWORD, address))).toBeLessThanOrEqual(60);
    clock.now += 61_000;
    expect((await send(user.email, PASSWORD, address)).status).toBe(200);
  });

  it('refuses an address after 100 failures, whatever the accounts, and leaves other addresses alone', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_POLICY.perAddressFailures.limit; i++) expect((await attempt(`guess${i}@demo.test`, 'wrong', address)).status).toBe(401);
    const before = await allSessions(api);
    await expectRateLimited(await attempt(world.demo.admin.email, PASSWORD, address));
    expect(await allSessions(api)).toEqual(before);
    expect((await attempt(world.demo.admin.email, PASSWORD, newAddress())).status).toBe(200);
  });
});

describe('a school behind one address', () => {
  /** Learners of the demo community who share one password hash: made in two statements, not a thousand. */
  async function learners(count: number) {
    const hash = (await api.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, world.demo.peer.id)))[0].passwordHash;
    const stamp = Date.now().toString(36);
    const rows = await api.db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ email: `class-${stamp}-${i}@demo.test`, firstname: 'Élève', lastname: `${i}`, status: 'accepted' as const, passwordHash: hash })))
      .returning({ id: users.id, email: users.email });
    await api.db.insert(communityMemberships).values(rows.map((row) => ({ userId: row.id, communityId: world.demo.community.id, position: 0 })));
    return rows;
  }

  /** Signs everyone in from `address`, `together` at a time (a class logging on), and returns the statuses. */
  async function signIn(emails: string[], address: string, password = PASSWORD, together = 8) {
    const statuses: number[] = [];
    for (let i = 0; i < emails.length; i += together) {
      const answers = await Promise.all(emails.slice(i, i + together).map((email) => attempt(email, password, address)));
      statuses.push(...answers.map((res) => res.status));
    }
    return statuses;
  }

  it('signs in 1,000 different learners from one address within minutes, with no 429', { timeout: 300_000 }, async () => {
    const address = newAddress();
    const statuses = await signIn((await learners(1000)).map((l) => l.email), address);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(1000);
  });

  it('still refuses password spraying from that address, and a learner who mistypes keeps their allowance', { timeout: 60_000 }, async () => {
    const address = newAddress();
    const [mistyped, ...classmates] = (await learners(41)).map((l) => l.email);
    expect(await signIn(classmates, address)).toEqual(classmates.map(() => 200));
    // A learner mistypes twice, then gets it right: two failures of the address's hundred.
    expect(await signIn([mistyped, mistyped], address, 'wrong-password')).toEqual([401, 401]);
    expect(await signIn([mistyped], address)).toEqual([200]);
    // Spraying one common password over the accounts: allowed failures, then refusals for everyone there.
    const sprayed = classmates.concat(Array.from({ length: 70 }, (_, i) => `nobody${i}@demo.test`));
    const left = LOGIN_POLICY.perAddressFailures.limit - 2;
    const statuses = await signIn(sprayed, address, 'Password1!', 1);
    expect(statuses.slice(0, left)).toEqual(Array(left).fill(401));
    expect(statuses.slice(left)).toEqual(Array(sprayed.length - left).fill(429));
    await expectRateLimited(await attempt(classmates[0], PASSWORD, address));
    expect((await attempt(classmates[0], PASSWORD, newAddress())).status).toBe(200);
  });
});
