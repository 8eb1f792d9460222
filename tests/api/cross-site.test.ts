import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { allSessions, buildTwoCommunities, login, userRow, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  token = (await login(api, world.demo.learner.email, world.demo.host)).token;
});
afterAll(() => api.close());

/** A write carried by the browser's session cookie, as a page (or another site) would send it. */
function cookieWrite(origin: string | null, lastname: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { cookie: `session=${token}`, ...extra };
  if (origin !== null) headers.origin = origin;
  return api.request(`/v2/users/${world.demo.learner.id}`, {
    method: 'PUT',
    host: world.demo.host,
    headers,
    json: { user: { lastname } },
  });
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST', message: expect.any(String) } });
}

describe('writes authenticated by the session cookie', () => {
  it.each([
    ['another site', 'http://evil.example'],
    ['another community of the same product', 'http://mistral.localhost:3000'],
    ['the same host on another port', 'http://demo.localhost:4000'],
    ['a look-alike host', 'http://demo.localhost.evil.example:3000'],
    ['an opaque origin', 'null'],
    ['an unparsable origin', 'not a url'],
  ])('are refused with 403 CROSS_SITE_REQUEST from %s, changing nothing', async (_label, origin) => {
    const before = await userRow(api, world.demo.learner.id);
    await expectRefused(await cookieWrite(origin, 'Evil'));
    expect(await userRow(api, world.demo.learner.id)).toEqual(before);
  });

  it('are refused when no Origin header is sent, changing nothing', async () => {
    const before = await userRow(api, world.demo.learner.id);
    await expectRefused(await cookieWrite(null, 'NoOrigin'));
    expect(await userRow(api, world.demo.learner.id)).toEqual(before);
  });

  it('succeed from a page of the same host', async () => {
    const res = await cookieWrite(world.demo.origin, 'SameOrigin');
    expect(res.status).toBe(200);
    expect((await res.json()).data.lastname).toBe('SameOrigin');
    expect((await userRow(api, world.demo.learner.id)).lastname).toBe('SameOrigin');
  });

  it('succeed from the same host over https too (the host is what must match)', async () => {
    const res = await cookieWrite(`https://${world.demo.host}`, 'Https');
    expect(res.status).toBe(200);
    expect((await userRow(api, world.demo.learner.id)).lastname).toBe('Https');
  });

  it('cannot log the user out from another site', async () => {
    const before = await allSessions(api);
    const res = await api.request('/v2/logout', {
      method: 'DELETE',
      host: world.demo.host,
      headers: { cookie: `session=${token}`, origin: 'http://evil.example' },
    });
    await expectRefused(res);
    expect(await allSessions(api)).toEqual(before);
    expect((await api.request('/v2/session', { host: world.demo.host, token })).status).toBe(200);
  });

  it('reads (GET) by cookie need no Origin', async () => {
    const res = await api.request('/v2/session', { host: world.demo.host, headers: { cookie: `session=${token}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(world.demo.learner.id);
  });
});

describe('writes authenticated by a Bearer token', () => {
  it('need no Origin header', async () => {
    const res = await api.request(`/v2/users/${world.demo.learner.id}`, {
      method: 'PUT',
      host: world.demo.host,
      token,
      json: { user: { lastname: 'Bearer' } },
    });
    expect(res.status).toBe(200);
    expect((await userRow(api, world.demo.learner.id)).lastname).toBe('Bearer');
  });

  it('are not refused for a foreign Origin, since another site cannot attach the header', async () => {
    const res = await api.request(`/v2/users/${world.demo.learner.id}`, {
      method: 'PUT',
      host: world.demo.host,
      token,
      headers: { origin: 'http://evil.example' },
      json: { user: { lastname: 'BearerAnywhere' } },
    });
    expect(res.status).toBe(200);
    expect((await userRow(api, world.demo.learner.id)).lastname).toBe('BearerAnywhere');
  });
});
