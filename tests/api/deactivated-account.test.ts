import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createExperience, createStory, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { experienceForm, jpeg, pictureForm } from '../support/pictures';
import { fingerprint } from '../support/fingerprint';
import { validExperience } from '../support/experiences';

let api: TestApi;
let world: TwoCommunities;
let token: string;
let refreshToken: string;
let userId: number;
let experienceId: number;
let storyId: number;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { community, group } = world.demo;
  const user = await createUser(api.db, { email: 'dormant@demo.test', communityIds: [community.id], groupIds: [group.id] });
  userId = user.id;
  experienceId = (await createExperience(api.db, { userId, communityId: community.id })).id;
  storyId = (await createStory(api.db, { userId, communityId: community.id })).id;
  ({ token, refreshToken } = await login(api, user.email, world.demo.host));
  // Switched off by an administrator after signing in: the session stays valid for reading.
  await api.db.update(users).set({ active: false }).where(eq(users.id, userId));
});
afterAll(() => api.close());

const send = (path: string, init: RequestInit & { json?: unknown } = {}) => api.request(path, { host: world.demo.host, token, ...init });

async function expectRefusedUnchanged(request: () => Promise<Response>) {
  const before = await fingerprint(api);
  const res = await request();
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: { code: 'ACCOUNT_DEACTIVATED', message: expect.any(String) } });
  expect(await fingerprint(api)).toEqual(before);
}

describe('a deactivated account', () => {
  it('cannot create an experience', async () => {
    const body = experienceForm(validExperience(), await jpeg());
    await expectRefusedUnchanged(() => send('/v2/experiences', { method: 'POST', body }));
  });

  it('cannot change, re-picture or delete its own experience', async () => {
    await expectRefusedUnchanged(() => send(`/v2/experiences/${experienceId}`, { method: 'PATCH', json: { experience: { description: 'Changed' } } }));
    const picture = pictureForm(await jpeg());
    await expectRefusedUnchanged(() => send(`/v2/experience_pictures/${experienceId}`, { method: 'PATCH', body: picture }));
    await expectRefusedUnchanged(() => send(`/v2/experiences/${experienceId}`, { method: 'DELETE' }));
  });

  it('cannot delete its own story or change its own profile', async () => {
    await expectRefusedUnchanged(() => send(`/v2/stories/${storyId}`, { method: 'DELETE' }));
    await expectRefusedUnchanged(() => send(`/v2/users/${userId}`, { method: 'PUT', json: { user: { firstname: 'Renamed' } } }));
  });

  it('is refused before the body is read, even a malformed one', async () => {
    await expectRefusedUnchanged(() => send(`/v2/users/${userId}`, { method: 'PUT', body: '{', headers: { 'content-type': 'application/json' } }));
  });

  it('still reads its session and its experience', async () => {
    expect((await send('/v2/session')).status).toBe(200);
    expect((await send(`/v2/experiences/${experienceId}`)).status).toBe(200);
  });

  it('still renews and ends its session', async () => {
    const renewed = await api.request('/v2/refresh', { method: 'POST', host: world.demo.host, token, json: { refresh_token: refreshToken } });
    expect(renewed.status).toBe(200);
    const fresh = renewed.headers.get('authorization')!.replace(/^Bearer /, '');
    expect((await api.request('/v2/logout', { method: 'DELETE', host: world.demo.host, token: fresh })).status).toBe(204);
  });
});

describe('an active account of the same community', () => {
  it('still writes', async () => {
    const { token: active } = await login(api, world.demo.learner.email, world.demo.host);
    const res = await api.request(`/v2/users/${world.demo.learner.id}`, { method: 'PUT', host: world.demo.host, token: active, json: { user: { firstname: 'Still' } } });
    expect(res.status).toBe(200);
  });
});
