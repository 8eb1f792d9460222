import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { allUsers, buildTwoCommunities, login, userRow, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
/** Tokens per actor, signed in on their own community host. */
let tokens: { demoLearner: string; demoPeer: string; demoAdmin: string; mistralLearner: string; mistralAdmin: string };

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  tokens = {
    demoLearner: (await login(api, demo.learner.email, demo.host)).token,
    demoPeer: (await login(api, demo.peer.email, demo.host)).token,
    demoAdmin: (await login(api, demo.admin.email, demo.host)).token,
    mistralLearner: (await login(api, mistral.learner.email, mistral.host)).token,
    mistralAdmin: (await login(api, mistral.admin.email, mistral.host)).token,
  };
});
afterAll(() => api.close());

const getUser = (id: number | string, token: string, host = world.demo.host) => api.request(`/v2/users/${id}`, { host, token });
const putUser = (id: number | string, token: string, json: unknown, host = world.demo.host) =>
  api.request(`/v2/users/${id}`, { method: 'PUT', host, token, json });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

describe('GET /v2/users/{id}', () => {
  it('answers 200 with oneself', async () => {
    const { learner, community } = world.demo;
    const res = await getUser(learner.id, tokens.demoLearner);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: learner.id, email: learner.email, firstname: 'Learner', community_admin: false });
    expect(data.communities_attributes[0]).toMatchObject({ id: community.id, slug: 'demo' });
    expect(data).not.toHaveProperty('password_hash');
  });

  it('answers 200 to a community admin asking for another member of the same community', async () => {
    const res = await getUser(world.demo.learner.id, tokens.demoAdmin);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: world.demo.learner.id, email: world.demo.learner.email });
  });

  it('answers 403 FORBIDDEN to a plain learner asking for another member of the same community', async () => {
    const res = await getUser(world.demo.peer.id, tokens.demoLearner);
    await expectError(res, 403, 'FORBIDDEN');
  });

  it.each([
    ['a learner', 'demoLearner'],
    ['a community admin', 'demoAdmin'],
  ] as const)('answers 404 NOT_FOUND to %s asking for a user of another community', async (_label, actor) => {
    for (const target of [world.mistral.learner, world.mistral.admin]) {
      const res = await getUser(target.id, tokens[actor]);
      const text = await res.clone().text();
      await expectError(res, 404, 'NOT_FOUND');
      expect(text).not.toContain(target.email);
    }
  });

  it('answers the same 404 for another community as for an id that does not exist', async () => {
    const ids = (await allUsers(api)).map((u) => u.id);
    const unknown = Math.max(...ids) + 1000;
    const foreign = await (await getUser(world.mistral.learner.id, tokens.demoAdmin)).json();
    const missing = await getUser(unknown, tokens.demoAdmin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(foreign);
  });

  it.each(['abc', '12abc', '-1', '1.5', '0x10', '9999999999', '%20'])('answers 404 NOT_FOUND for the id %s', async (id) => {
    const res = await getUser(id, tokens.demoAdmin);
    await expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await api.request(`/v2/users/${world.demo.learner.id}`, { host: world.demo.host });
    await expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('PUT /v2/users/{id}', () => {
  it('updates firstname, lastname and locale of oneself and returns the user', async () => {
    const { learner } = world.demo;
    const before = await userRow(api, learner.id);
    const res = await putUser(learner.id, tokens.demoLearner, { user: { firstname: 'Léa', lastname: 'Lambert', locale: 'en' } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: learner.id, email: learner.email, firstname: 'Léa', lastname: 'Lambert', locale: 'en' });
    expect(data.communities_attributes[0].slug).toBe('demo');
    const after = await userRow(api, learner.id);
    expect(after).toMatchObject({ firstname: 'Léa', lastname: 'Lambert', locale: 'en' });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    // Reading back through the API shows the change too.
    expect((await (await getUser(learner.id, tokens.demoLearner)).json()).data.firstname).toBe('Léa');
  });

  it('trims names and changes only the fields sent', async () => {
    const { learner } = world.demo;
    const before = await userRow(api, learner.id);
    const res = await putUser(learner.id, tokens.demoLearner, { user: { firstname: '  Camille  ' } });
    expect(res.status).toBe(200);
    const after = await userRow(api, learner.id);
    expect(after.firstname).toBe('Camille');
    expect(after.lastname).toBe(before.lastname);
    expect(after.locale).toBe(before.locale);
  });

  it.each(['fr', 'en', 'it', 'el', 'nl', 'pt'])('accepts the locale %s', async (locale) => {
    const res = await putUser(world.demo.peer.id, tokens.demoPeer, { user: { locale } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.locale).toBe(locale);
    expect((await userRow(api, world.demo.peer.id)).locale).toBe(locale);
  });

  it('accepts the whole user as the front end sends it (merged with changes)', async () => {
    const { learner } = world.demo;
    const current = (await (await getUser(learner.id, tokens.demoLearner)).json()).data;
    const res = await putUser(learner.id, tokens.demoLearner, { user: { ...current, lastname: 'Merged' } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.lastname).toBe('Merged');
    expect((await userRow(api, learner.id)).lastname).toBe('Merged');
  });

  it('ignores protected fields in the body (admin flags, status, email, id)', async () => {
    const { learner, peer } = world.demo;
    const before = await userRow(api, learner.id);
    const res = await putUser(learner.id, tokens.demoLearner, {
      user: {
        firstname: 'Protected',
        community_admin: true,
        group_admin: true,
        is_teacher: true,
        status: 'pending',
        active: false,
        email: 'hijack@evil.example',
        id: peer.id,
        password_hash: 'scrypt$1$1$1$AAAA$AAAA',
        avatar_url: 'https://evil.example/a.png',
      },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: learner.id, email: before.email, community_admin: false, status: 'accepted', active: true });

    const after = await userRow(api, learner.id);
    expect(after.firstname).toBe('Protected');
    expect({ ...after, firstname: before.firstname, updatedAt: before.updatedAt }).toEqual(before);
    // The peer whose id was sent is untouched too.
    expect((await userRow(api, peer.id)).firstname).toBe(peer.firstname);
    // And the learner still cannot act as an admin.
    await expectError(await getUser(peer.id, tokens.demoLearner), 403, 'FORBIDDEN');
  });

  it('lets a community admin update another member of the same community', async () => {
    const { peer } = world.demo;
    const res = await putUser(peer.id, tokens.demoAdmin, { user: { lastname: 'ByAdmin' } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: peer.id, lastname: 'ByAdmin' });
    expect((await userRow(api, peer.id)).lastname).toBe('ByAdmin');
  });

  it('answers 403 FORBIDDEN to a plain learner updating another member, and changes nothing', async () => {
    const { peer } = world.demo;
    const before = await userRow(api, peer.id);
    await expectError(await putUser(peer.id, tokens.demoLearner, { user: { lastname: 'Hacked' } }), 403, 'FORBIDDEN');
    expect(await userRow(api, peer.id)).toEqual(before);
  });

  it('answers 404 NOT_FOUND to an admin of another community, and changes nothing', async () => {
    const { learner } = world.mistral;
    const before = await userRow(api, learner.id);
    await expectError(await putUser(learner.id, tokens.demoAdmin, { user: { lastname: 'Hacked' } }), 404, 'NOT_FOUND');
    await expectError(
      await putUser(world.demo.learner.id, tokens.mistralAdmin, { user: { lastname: 'Hacked' } }, world.mistral.host),
      404,
      'NOT_FOUND',
    );
    expect(await userRow(api, learner.id)).toEqual(before);
    expect((await userRow(api, world.demo.learner.id)).lastname).not.toBe('Hacked');
  });

  it.each([
    ['an unsupported locale', { locale: 'de' }, ['locale']],
    ['a locale of the wrong type', { locale: 1 }, ['locale']],
    ['an empty firstname', { firstname: '' }, ['firstname']],
    ['a blank firstname', { firstname: '   ' }, ['firstname']],
    ['an empty lastname and a bad locale', { lastname: '', locale: 'EN' }, ['lastname', 'locale']],
    ['a too long firstname', { firstname: 'x'.repeat(101) }, ['firstname']],
    ['a firstname of the wrong type', { firstname: 42 }, ['firstname']],
  ])('answers 422 for %s and leaves the row unchanged', async (_label, changes, fields) => {
    const { learner } = world.demo;
    const before = await userRow(api, learner.id);
    // A valid field alongside must not be applied either.
    const res = await putUser(learner.id, tokens.demoLearner, { user: { lastname: 'ShouldNotApply', ...changes } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(fields);
    for (const field of fields) expect(body.errors[field]).toEqual([expect.any(String)]);
    expect(await userRow(api, learner.id)).toEqual(before);
  });

  it('answers 400 MALFORMED_JSON and 415 for bodies it cannot read, and changes nothing', async () => {
    const { learner, host } = world.demo;
    const before = await userRow(api, learner.id);
    const malformed = await api.request(`/v2/users/${learner.id}`, {
      method: 'PUT',
      host,
      token: tokens.demoLearner,
      headers: { 'content-type': 'application/json' },
      body: '{"user": {"firstname": "Broken"',
    });
    await expectError(malformed, 400, 'MALFORMED_JSON');
    const plain = await api.request(`/v2/users/${learner.id}`, {
      method: 'PUT',
      host,
      token: tokens.demoLearner,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ user: { firstname: 'Plain' } }),
    });
    await expectError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await userRow(api, learner.id)).toEqual(before);
  });

  it('answers 404 for a non-digit or unknown id and 401 without a token, changing nothing', async () => {
    const snapshot = await allUsers(api);
    await expectError(await putUser('me', tokens.demoAdmin, { user: { lastname: 'X' } }), 404, 'NOT_FOUND');
    await expectError(await putUser(987654, tokens.demoAdmin, { user: { lastname: 'X' } }), 404, 'NOT_FOUND');
    const anonymous = await api.request(`/v2/users/${world.demo.learner.id}`, {
      method: 'PUT',
      host: world.demo.host,
      json: { user: { lastname: 'X' } },
    });
    await expectError(anonymous, 401, 'UNAUTHORIZED');
    const garbage = await putUser(world.demo.learner.id, 'not-a-valid-token-0123456789', { user: { lastname: 'X' } });
    await expectError(garbage, 401, 'INVALID_TOKEN');
    expect(await allUsers(api)).toEqual(snapshot);
  });
});
