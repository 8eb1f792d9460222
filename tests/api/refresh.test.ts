import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_MS } from '@/server/modules/accounts/auth';
import { startTestApi, type TestApi } from '../support/api-harness';
import { allSessions, buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

const postRefresh = (json: unknown, host = world.demo.host) => api.request('/v2/refresh', { method: 'POST', host, json });

describe('POST /v2/refresh', () => {
  it('rotates: a new working token and refresh token, the old access token revoked', async () => {
    const { learner, community, host } = world.demo;
    const first = await login(api, learner.email, host);
    const before = await allSessions(api);

    const res = await postRefresh({ refresh_token: first.refreshToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const header = res.headers.get('authorization') ?? '';
    expect(header).toMatch(/^Bearer [A-Za-z0-9_-]{20,}$/);
    const token = header.slice('Bearer '.length);
    const body = await res.json();
    expect(body.meta.refresh_token).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/));
    expect(Date.parse(body.meta.expires_at)).toBeGreaterThan(Date.now());
    expect(token).not.toBe(first.token);
    expect(body.meta.refresh_token).not.toBe(first.refreshToken);

    const session = await api.request('/v2/session', { host, token });
    expect(session.status).toBe(200);
    expect((await session.json()).data.id).toBe(learner.id);

    const old = await api.request('/v2/session', { host, token: first.token });
    expect(old.status).toBe(401);
    expect((await old.json()).error.code).toBe('INVALID_TOKEN');

    const after = await allSessions(api);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s) => s.id === before.at(-1)!.id)!.revokedAt).toBeInstanceOf(Date);
    expect(after.at(-1)).toMatchObject({ userId: learner.id, communityId: community.id, revokedAt: null });
  });

  it('accepts a refresh token once: the second use answers 401 INVALID_REFRESH_TOKEN and opens nothing', async () => {
    const { learner, host } = world.demo;
    const { refreshToken } = await login(api, learner.email, host);
    const first = await postRefresh({ refresh_token: refreshToken });
    expect(first.status).toBe(200);
    const rotated = (await first.json()).meta.refresh_token;
    const newToken = first.headers.get('authorization')!.slice('Bearer '.length);

    const before = await allSessions(api);
    const second = await postRefresh({ refresh_token: refreshToken });
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ error: { code: 'INVALID_REFRESH_TOKEN', message: expect.any(String) } });
    expect(second.headers.get('authorization')).toBeNull();
    expect(await allSessions(api)).toEqual(before);
    // The replay did not disturb the legitimate rotation.
    expect((await api.request('/v2/session', { host, token: newToken })).status).toBe(200);

    // The rotated refresh token is itself good exactly once.
    expect((await postRefresh({ refresh_token: rotated })).status).toBe(200);
    expect((await postRefresh({ refresh_token: rotated })).status).toBe(401);
  });

  it('keeps the community of the original session', async () => {
    const { learner, host } = world.mistral;
    const { refreshToken } = await login(api, learner.email, host);
    const res = await postRefresh({ refresh_token: refreshToken }, host);
    const token = res.headers.get('authorization')!.slice('Bearer '.length);
    expect((await api.request('/v2/session', { host, token })).status).toBe(200);
    const elsewhere = await api.request('/v2/session', { host: world.demo.host, token });
    expect(elsewhere.status).toBe(403);
    expect((await elsewhere.json()).error.community.slug).toBe('mistral');
  });

  it('rotates once the access token has expired, even when the client still sends that token', async () => {
    const { learner, host } = world.demo;
    const { token, refreshToken } = await login(api, learner.email, host);
    // Only the clock moves (JS Date, which computes and checks expiries): a day past the access token's life.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS + 24 * 60 * 60 * 1000);

    const expired = await api.request('/v2/session', { host, token });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe('INVALID_TOKEN');

    // As the spec's client does, the stored (expired) token travels in the Authorization header.
    const res = await api.request('/v2/refresh', { method: 'POST', host, token, json: { refresh_token: refreshToken } });
    expect(res.status).toBe(200);
    const fresh = res.headers.get('authorization')!.slice('Bearer '.length);
    const session = await api.request('/v2/session', { host, token: fresh });
    expect(session.status).toBe(200);
    expect((await session.json()).data.id).toBe(learner.id);
  });

  it('refuses the refresh token of a session that was logged out', async () => {
    const { learner, host } = world.demo;
    const { token, refreshToken } = await login(api, learner.email, host);
    expect((await api.request('/v2/logout', { method: 'DELETE', host, token })).status).toBe(204);
    const before = await allSessions(api);
    const res = await postRefresh({ refresh_token: refreshToken });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_REFRESH_TOKEN');
    expect(await allSessions(api)).toEqual(before);
  });

  it('refuses an unknown refresh token, and an access token passed as a refresh token', async () => {
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    const before = await allSessions(api);
    for (const candidate of [randomBytes(32).toString('base64url'), token]) {
      const res = await postRefresh({ refresh_token: candidate });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('INVALID_REFRESH_TOKEN');
    }
    expect(await allSessions(api)).toEqual(before);
    expect((await api.request('/v2/session', { host: world.demo.host, token })).status).toBe(200);
  });

  it.each([
    ['a missing refresh_token', {}],
    ['a too short refresh_token', { refresh_token: 'short' }],
    ['a refresh_token of the wrong type', { refresh_token: 12345678901234567890 }],
    ['a too long refresh_token', { refresh_token: 'x'.repeat(201) }],
  ])('answers 422 with errors.refresh_token for %s', async (_label, json) => {
    const before = await allSessions(api);
    const res = await postRefresh(json);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { refresh_token: [expect.any(String)] } });
    expect(await allSessions(api)).toEqual(before);
  });

  it('answers 400 MALFORMED_JSON and 415 for a non-JSON body', async () => {
    const malformed = await api.request('/v2/refresh', {
      method: 'POST',
      host: world.demo.host,
      headers: { 'content-type': 'application/json' },
      body: '{"refresh_token":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('MALFORMED_JSON');

    const { refreshToken } = await login(api, world.demo.learner.email, world.demo.host);
    const form = await api.request('/v2/refresh', {
      method: 'POST',
      host: world.demo.host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `refresh_token=${refreshToken}`,
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // The refused request did not consume the refresh token.
    expect((await postRefresh({ refresh_token: refreshToken })).status).toBe(200);
  });
});
