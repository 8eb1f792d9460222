import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { allSessions, buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const GARBAGE = 'this-is-not-a-token-at-all-0123456789';

describe('GET /v2/session', () => {
  it('answers 200 with the signed-in user, not cached', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    const res = await api.request('/v2/session', { host, token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.data).toMatchObject({ id: learner.id, email: learner.email, firstname: learner.firstname });
    expect(body.data.communities_attributes[0].slug).toBe('demo');
    expect(body.data.groups_attributes[0].id).toBe(world.demo.group.id);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await api.request('/v2/session', { host: world.demo.host });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it.each([
    ['a garbage Bearer token', { authorization: `Bearer ${GARBAGE}` }],
    ['a garbage session cookie', { cookie: `session=${GARBAGE}` }],
  ])('answers 401 INVALID_TOKEN for %s', async (_label, headers) => {
    const res = await api.request('/v2/session', { host: world.demo.host, headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: expect.any(String) } });
  });

  it("answers 403 COMMUNITY_MISMATCH, and nothing of the user, for a token used on another community's host", async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    for (const path of ['/v2/session', `/v2/users/${learner.id}`]) {
      const res = await api.request(path, { host: world.mistral.host, token });
      expect(res.status).toBe(403);
      const text = await res.text();
      const body = JSON.parse(text);
      expect(body.error).toMatchObject({ code: 'COMMUNITY_MISMATCH', community: { slug: 'demo' } });
      expect(body).not.toHaveProperty('data');
      expect(text).not.toContain(learner.email);
      expect(text).not.toContain(learner.firstname);
    }
  });

  it('answers COMMUNITY_MISMATCH on a sub-domain no community owns', async () => {
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    const res = await api.request('/v2/session', { host: 'nowhere.localhost:3000', token });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('COMMUNITY_MISMATCH');
  });
});

describe('DELETE /v2/logout', () => {
  it('answers 204, revokes the token, and the token is then refused everywhere with INVALID_TOKEN', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    const sessionId = (await allSessions(api)).at(-1)!.id;

    const res = await api.request('/v2/logout', { method: 'DELETE', host, token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const row = (await allSessions(api)).find((s) => s.id === sessionId)!;
    expect(row.revokedAt).toBeInstanceOf(Date);

    for (const path of ['/v2/session', `/v2/users/${learner.id}`]) {
      const after = await api.request(path, { host, token });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: expect.any(String) } });
    }
    const again = await api.request('/v2/logout', { method: 'DELETE', host, token });
    expect(again.status).toBe(401);
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
  });

  it("ends only this session: the user's other sessions keep working", async () => {
    const { learner, host } = world.demo;
    const phone = await login(api, learner.email, host);
    const laptop = await login(api, learner.email, host);
    expect((await api.request('/v2/logout', { method: 'DELETE', host, token: phone.token })).status).toBe(204);
    expect((await api.request('/v2/session', { host, token: phone.token })).status).toBe(401);
    expect((await api.request('/v2/session', { host, token: laptop.token })).status).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without a token and revokes nothing', async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    const before = await allSessions(api);
    const res = await api.request('/v2/logout', { method: 'DELETE', host });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    expect(await allSessions(api)).toEqual(before);
    expect((await api.request('/v2/session', { host, token })).status).toBe(200);
  });

  it('answers 401 INVALID_TOKEN for a garbage token and revokes nothing', async () => {
    const before = await allSessions(api);
    const res = await api.request('/v2/logout', { method: 'DELETE', host: world.demo.host, token: GARBAGE });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_TOKEN');
    expect(await allSessions(api)).toEqual(before);
  });

  it("cannot be used with a token on another community's host", async () => {
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    const before = await allSessions(api);
    const res = await api.request('/v2/logout', { method: 'DELETE', host: world.mistral.host, token });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('COMMUNITY_MISMATCH');
    expect(await allSessions(api)).toEqual(before);
  });
});
