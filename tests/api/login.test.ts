import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { PASSWORD, allSessions, buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const postLogin = (host: string, json: unknown) => api.request('/v2/login', { method: 'POST', host, json });

/** The request must have been refused without opening a session or handing out a token. */
async function expectNoSessionOpened(res: Response, before: unknown[]) {
  expect(res.headers.get('authorization')).toBeNull();
  expect(await allSessions(api)).toEqual(before);
}

describe('POST /v2/login: success', () => {
  it('answers 200 with a Bearer token header, the snake_case user and a refresh token', async () => {
    const { learner, community, group, host } = world.demo;
    const before = await allSessions(api);
    const res = await postLogin(host, { user: { email: learner.email, password: PASSWORD } });

    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toMatch(/^Bearer [A-Za-z0-9_-]{20,}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.data).toMatchObject({
      id: learner.id,
      email: learner.email,
      firstname: 'Learner',
      lastname: 'demo',
      locale: 'fr',
      status: 'accepted',
      active: true,
      community_admin: false,
      group_admin: false,
      tutorial_seen: false,
      activities: [],
    });
    expect(body.data.communities_attributes).toHaveLength(1);
    expect(body.data.communities_attributes[0]).toMatchObject({
      id: community.id,
      slug: 'demo',
      url: 'demo',
      name: 'Demo',
      support_link: 'https://support.example.org/help',
    });
    expect(body.data.groups_attributes).toEqual([expect.objectContaining({ id: group.id, name: group.name, community_id: community.id })]);
    // Wire format is snake_case only, and no secret leaves the server.
    expect(body.data).not.toHaveProperty('communitiesAttributes');
    expect(body.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
    expect(body.meta.refresh_token).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/));
    expect(Date.parse(body.meta.expires_at)).toBeGreaterThan(Date.now());

    const after = await allSessions(api);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ userId: learner.id, communityId: community.id, revokedAt: null });
  });

  it('gives a token that authenticates the user on the same host', async () => {
    const { learner, host } = world.demo;
    const { token, refreshToken } = await login(api, learner.email, host);
    expect(refreshToken).not.toBe(token);
    const res = await api.request('/v2/session', { host, token });
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(learner.id);
  });

  it('signs in even when the client still sends a token that was revoked', async () => {
    const { learner, host } = world.demo;
    const { token: stale } = await login(api, learner.email, host);
    expect((await api.request('/v2/logout', { method: 'DELETE', host, token: stale })).status).toBe(204);
    const res = await api.request('/v2/login', { method: 'POST', host, token: stale, json: { user: { email: learner.email, password: PASSWORD } } });
    expect(res.status).toBe(200);
    const fresh = res.headers.get('authorization')!.slice('Bearer '.length);
    expect(fresh).not.toBe(stale);
    expect((await api.request('/v2/session', { host, token: fresh })).status).toBe(200);
  });

  it('treats the email case-insensitively', async () => {
    const { learner, host } = world.demo;
    const res = await postLogin(host, { user: { email: learner.email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(learner.id);
  });

  it('signs in an account whose email was given in mixed case, whatever case is typed', async () => {
    const { community, host } = world.demo;
    const user = await createUser(api.db, { email: 'Mixed.Case@Demo.TEST', communityIds: [community.id] });
    for (const typed of ['Mixed.Case@Demo.TEST', 'mixed.case@demo.test', 'MIXED.CASE@DEMO.TEST']) {
      const res = await postLogin(host, { user: { email: typed, password: PASSWORD } });
      expect(res.status, typed).toBe(200);
      expect((await res.json()).data.id).toBe(user.id);
    }
  });

  it.each(['127.0.0.1:3000', 'localhost:3000'])('on the bare host %s signs the user into their own community', async (host) => {
    for (const setup of [world.demo, world.mistral]) {
      const before = await allSessions(api);
      const { token, body } = await login(api, setup.learner.email, host);
      expect(body.data.communities_attributes[0].slug).toBe(setup.community.slug);
      const after = await allSessions(api);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ userId: setup.learner.id, communityId: setup.community.id });
      // The session belongs to that community: usable on its own host.
      expect((await api.request('/v2/session', { host: setup.host, token })).status).toBe(200);
    }
  });
});

describe('POST /v2/login: refusals', () => {
  it('answers 401 INVALID_CREDENTIALS for a wrong password and opens no session', async () => {
    const { learner, host } = world.demo;
    const before = await allSessions(api);
    const res = await postLogin(host, { user: { email: learner.email, password: 'not-the-password' } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: expect.any(String) } });
    await expectNoSessionOpened(res, before);
  });

  it('answers the very same 401 for an unknown email', async () => {
    const { learner, host } = world.demo;
    const before = await allSessions(api);
    const wrongPassword = await (await postLogin(host, { user: { email: learner.email, password: 'nope-nope' } })).json();
    const res = await postLogin(host, { user: { email: 'nobody@demo.test', password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(wrongPassword);
    await expectNoSessionOpened(res, before);
  });

  it('answers 401 for an account that has no password', async () => {
    const { community, host } = world.demo;
    const invited = await createUser(api.db, { email: 'invited@demo.test', password: null, status: 'pending', communityIds: [community.id] });
    const before = await allSessions(api);
    const res = await postLogin(host, { user: { email: invited.email, password: PASSWORD } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_CREDENTIALS');
    await expectNoSessionOpened(res, before);
  });

  it.each([
    ['missing fields', { user: {} }, ['email', 'password']],
    ['a missing password', { user: { email: 'learner@demo.test' } }, ['password']],
    ['wrong types', { user: { email: 42, password: true } }, ['email', 'password']],
    ['an invalid email', { user: { email: 'not-an-email', password: PASSWORD } }, ['email']],
    ['an empty password', { user: { email: 'learner@demo.test', password: '' } }, ['password']],
  ])('answers 422 with field errors for %s', async (_label, json, fields) => {
    const before = await allSessions(api);
    const res = await postLogin(world.demo.host, json);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(fields);
    for (const field of fields) expect(body.errors[field]).toEqual([expect.any(String)]);
    expect(body).not.toHaveProperty('data');
    await expectNoSessionOpened(res, before);
  });

  it.each([
    ['the user wrapper is missing', { email: 'learner@demo.test', password: PASSWORD }],
    ['the body is not an object', 'learner@demo.test'],
    ['the body is null', null],
  ])('answers 422 on the base key (not 500) when %s', async (_label, json) => {
    const before = await allSessions(api);
    const res = await postLogin(world.demo.host, json);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ base: [expect.any(String)] });
    await expectNoSessionOpened(res, before);
  });

  it('answers 400 MALFORMED_JSON for a broken body', async () => {
    const before = await allSessions(api);
    const res = await api.request('/v2/login', {
      method: 'POST',
      host: world.demo.host,
      headers: { 'content-type': 'application/json' },
      body: '{"user": {"email": "learner@demo.test",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: expect.any(String) } });
    await expectNoSessionOpened(res, before);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('answers 415 for a %s body', async (type) => {
    const before = await allSessions(api);
    const res = await api.request('/v2/login', {
      method: 'POST',
      host: world.demo.host,
      headers: { 'content-type': type },
      body: JSON.stringify({ user: { email: world.demo.learner.email, password: PASSWORD } }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) } });
    await expectNoSessionOpened(res, before);
  });

  it("answers 403 COMMUNITY_MISMATCH naming the user's own community on another community's host", async () => {
    const before = await allSessions(api);
    const res = await postLogin(world.mistral.host, { user: { email: world.demo.learner.email, password: PASSWORD } });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'COMMUNITY_MISMATCH', community: { slug: 'demo', url: 'demo', name: 'Demo' } });
    expect(body).not.toHaveProperty('data');
    await expectNoSessionOpened(res, before);
  });

  it('answers COMMUNITY_MISMATCH on the sub-domain of a community that does not exist', async () => {
    const before = await allSessions(api);
    const res = await postLogin('nowhere.localhost:3000', { user: { email: world.mistral.admin.email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatchObject({ code: 'COMMUNITY_MISMATCH', community: { slug: 'mistral' } });
    await expectNoSessionOpened(res, before);
  });

  it("does not reveal the account's community to someone without the password", async () => {
    const res = await postLogin(world.mistral.host, { user: { email: world.demo.learner.email, password: 'a-guess' } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe('INVALID_CREDENTIALS');
    expect(JSON.stringify(body)).not.toContain('demo');
  });
});
