import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionCache } from '@/server/modules/accounts/session-cache';
import type { AuthSession } from '@/server/modules/accounts/auth';
import type { SessionInvalidation, SessionInvalidationBus } from '@/server/modules/accounts/session-invalidation';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { countingDb } from '../support/counting-db';
import { createGroup } from '@/server/seed/fixtures';

const session = (sessionId: number, userId: number) => ({ sessionId, user: { id: userId }, community: {} }) as unknown as AuthSession;

describe('the session cache', () => {
  it('asks the database once per TTL, and again once the TTL has passed', async () => {
    let clock = 0;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads++;
      return session(1, 7);
    };
    await cache.resolve('a', load);
    clock = 4_999;
    await cache.resolve('a', load);
    expect(loads).toBe(1);
    clock = 5_000;
    await cache.resolve('a', load);
    expect(loads).toBe(2);
  });

  it('does not remember unknown tokens, so guessing cannot fill it', async () => {
    const cache = createSessionCache();
    for (let i = 0; i < 100; i++) await cache.resolve(`guess-${i}`, async () => null);
    expect(cache.size()).toBe(0);
  });

  it('keeps at most its cap, dropping the oldest entry first', async () => {
    const cache = createSessionCache({ maxEntries: 3 });
    for (let i = 1; i <= 4; i++) await cache.resolve(`t${i}`, async () => session(i, i));
    expect(cache.size()).toBe(3);
    let reloaded = false;
    await cache.resolve('t1', async () => {
      reloaded = true;
      return session(1, 1);
    });
    expect(reloaded).toBe(true);
  });

  it('forgets one session, or every session of a user', async () => {
    const cache = createSessionCache();
    await cache.resolve('a', async () => session(1, 7));
    await cache.resolve('b', async () => session(2, 7));
    await cache.resolve('c', async () => session(3, 8));
    cache.forgetSession(3);
    expect(cache.size()).toBe(2);
    cache.forgetUser(7);
    expect(cache.size()).toBe(0);
  });
});

describe('the session cache on a bus', () => {
  function fakeBus() {
    const sent: SessionInvalidation[] = [];
    let handlers: Parameters<SessionInvalidationBus['start']>[0] | undefined;
    const bus: SessionInvalidationBus = {
      publish: (message) => void sent.push(message),
      start: async (h) => void (handlers = h),
      close: async () => {},
    };
    return { bus, sent, deliver: (message: SessionInvalidation) => handlers?.onMessage(message), gap: () => handlers?.onGap() };
  }

  it('tells the other processes what it forgets', async () => {
    const { bus, sent } = fakeBus();
    const cache = createSessionCache({ bus });
    await cache.listen();
    cache.forgetSession(3);
    cache.forgetUser(7);
    expect(sent).toEqual([{ session: 3 }, { user: 7 }]);
  });

  it("forgets what the other processes forgot, and everything after a gap in their messages", async () => {
    const { bus, deliver, gap } = fakeBus();
    const cache = createSessionCache({ bus });
    await cache.listen();
    await cache.resolve('a', async () => session(1, 7));
    await cache.resolve('b', async () => session(2, 8));
    await cache.resolve('c', async () => session(3, 9));
    deliver({ session: 1 });
    expect(cache.size()).toBe(2);
    deliver({ user: 8 });
    expect(cache.size()).toBe(1);
    gap();
    expect(cache.size()).toBe(0);
  });
});

describe('sessions through the API, with the cache warm', () => {
  let api: TestApi;
  let world: TwoCommunities;
  beforeAll(async () => {
    api = await startTestApi();
    world = await buildTwoCommunities(api);
  });
  afterAll(() => api.close());

  it('resolves a token and reads its user once, not on every request (issue 8: the proxy asks before every page)', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    // The app reads its dependencies per request: count the statements its database handle sends.
    const original = api.deps.db;
    const counted = countingDb(original);
    api.deps.db = counted.db;
    try {
      await api.request('/v2/session', { host, token });
      const cold = counted.queries();
      await api.request('/v2/session', { host, token });
      const warm = counted.queries() - cold;
      expect(cold).toBeGreaterThan(1);
      expect(warm).toBe(0);
    } finally {
      api.deps.db = original;
    }
  });

  it('refuses a token of another shape than the ones it issues without asking the database', async () => {
    const { host } = world.demo;
    const original = api.deps.db;
    const counted = countingDb(original);
    api.deps.db = counted.db;
    try {
      for (const token of ['x', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}.`]) {
        const res = await api.request('/v2/session', { host, token });
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe('INVALID_TOKEN');
      }
      expect(counted.queries()).toBe(0);
      // A token of the right shape that was never issued is still looked up, and refused.
      const unknown = await api.request('/v2/session', { host, token: 'a'.repeat(43) });
      expect((await unknown.json()).error.code).toBe('INVALID_TOKEN');
      expect(counted.queries()).toBeGreaterThan(0);
    } finally {
      api.deps.db = original;
    }
  });

  it('refuses a token at once after logout, even though it was just resolved', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    expect((await api.request('/v2/session', { host, token })).status).toBe(200);
    expect((await api.request('/v2/logout', { method: 'DELETE', host, token })).status).toBe(204);
    const after = await api.request('/v2/session', { host, token });
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe('INVALID_TOKEN');
  });

  it('refuses the old token at once after a refresh', async () => {
    const { learner, host } = world.demo;
    const { token, refreshToken } = await login(api, learner.email, host);
    expect((await api.request('/v2/session', { host, token })).status).toBe(200);
    const renewed = await api.request('/v2/refresh', { method: 'POST', host, json: { refresh_token: refreshToken } });
    expect(renewed.status).toBe(200);
    expect((await api.request('/v2/session', { host, token })).status).toBe(401);
  });

  it("shows a member's new group on their very next request after an admin moved them", async () => {
    const { learner, admin, host, group, community } = world.demo;
    const atelier = await createGroup(api.db, community.id, { name: 'Atelier du cache' });
    const { token } = await login(api, learner.email, host);
    const groupNames = async () => (await (await api.request('/v2/session', { host, token })).json()).data.groups_attributes.map((g: { name: string }) => g.name);
    expect(await groupNames()).toEqual([group.name]);
    const byAdmin = (await login(api, admin.email, host)).token;
    const moved = await api.request('/v2/move_users', { method: 'POST', host, token: byAdmin, json: { user_ids: [learner.id], current_group_id: group.id, new_group_id: atelier.id } });
    expect(moved.status).toBe(200);
    expect(await groupNames()).toEqual([atelier.name]);
    const back = await api.request('/v2/move_users', { method: 'POST', host, token: byAdmin, json: { user_ids: [learner.id], current_group_id: atelier.id, new_group_id: group.id } });
    expect(back.status).toBe(200);
    expect(await groupNames()).toEqual([group.name]);
  });

  it('shows a profile change on the very next request', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    expect((await (await api.request('/v2/session', { host, token })).json()).data.locale).not.toBe('nl');
    const put = await api.request(`/v2/users/${learner.id}`, { method: 'PUT', host, token, json: { user: { locale: 'nl' } } });
    expect(put.status).toBe(200);
    expect((await (await api.request('/v2/session', { host, token })).json()).data.locale).toBe('nl');
  });
});
