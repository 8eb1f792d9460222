import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMemberships, platformAccounts, platformSignIns, trainingCenterGroups, trainingCenters, users } from '@/server/db/schema';
import { createGroup } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { addTrainingCenter } from '../support/training-centers';

// Not in the spec: a community admin reads, edits and removes the community's training centers.
// The client secret is never sent back; an edit without one keeps it. A removed center's
// accounts stay, unlinked: their owners sign in with a password (docs/decisions/learning-platforms.md).

let api: TestApi;
let world: TwoCommunities;
let adminToken: string;
let centers = 0;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  adminToken = (await login(api, world.demo.admin.email, world.demo.host)).token;
});
afterAll(() => api.close());

const freshCenter = () =>
  addTrainingCenter(api, { communityId: world.demo.community.id, baseUrl: 'http://127.0.0.1:9', groupIds: [world.demo.group.id], name: `Moodle ${++centers}`, clientSecret: 'first-secret' });
const centerPath = (id: number) => `/v2/moodle/training_centers/${id}`;
const rowOf = async (id: number) => (await api.db.select().from(trainingCenters).where(eq(trainingCenters.id, id)))[0];
const patch = (id: number, trainingCenter: Record<string, unknown>, token = adminToken, host = world.demo.host) =>
  api.request(centerPath(id), { method: 'PATCH', host, token, json: { training_center: trainingCenter } });

describe('GET /v2/moodle/training_centers/{id}', () => {
  it('gives its admins what they edit, never the secret', async () => {
    const center = await freshCenter();
    const res = await api.request(centerPath(center.id), { host: world.demo.host, token: adminToken });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id: center.id, name: center.name, base_url: 'http://127.0.0.1:9', client_id: 'journal-test', group_ids: [world.demo.group.id] });
  });
});

describe('PATCH /v2/moodle/training_centers/{id}', () => {
  it('changes the fields sent and keeps the stored secret when none is given', async () => {
    const center = await freshCenter();
    const other = await createGroup(api.db, world.demo.community.id, { name: 'Seconde B' });
    const res = await patch(center.id, { name: 'Moodle académique', base_url: 'http://127.0.0.1:8080/moodle/', client_id: 'journal-2', group_ids: [other.id, other.id] });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id: center.id, name: 'Moodle académique', base_url: 'http://127.0.0.1:8080/moodle', client_id: 'journal-2', group_ids: [other.id] });
    const row = await rowOf(center.id);
    expect(api.deps.secrets.open(row.clientSecretSealed)).toBe('first-secret');
    expect(await api.db.select().from(trainingCenterGroups).where(eq(trainingCenterGroups.trainingCenterId, center.id))).toEqual([{ trainingCenterId: center.id, groupId: other.id }]);
  });

  it('seals a new secret when one is given, and saves nothing else it was not sent', async () => {
    const center = await freshCenter();
    const res = await patch(center.id, { client_secret: 'second-secret' });
    expect(res.status).toBe(200);
    const row = await rowOf(center.id);
    expect(row).toMatchObject({ name: center.name, baseUrl: center.baseUrl, clientId: center.clientId });
    expect(row.clientSecretSealed).not.toContain('second-secret');
    expect(api.deps.secrets.open(row.clientSecretSealed)).toBe('second-secret');
  });

  it("refuses a learner, another community's admin and another community's group, changing nothing", async () => {
    const center = await freshCenter();
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect((await patch(center.id, { name: 'Pris' }, learner.token)).status).toBe(403);
    const mistralAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    expect((await patch(center.id, { name: 'Pris' }, mistralAdmin.token, world.mistral.host)).status).toBe(404);
    const foreign = await patch(center.id, { name: 'Pris', group_ids: [world.mistral.group.id] });
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).errors).toEqual({ group_ids: ['must be groups of the community'] });
    expect(await rowOf(center.id)).toEqual(center);
  });
});

describe('DELETE /v2/moodle/training_centers/{id}', () => {
  it('removes the center with its sign-ins and links, and keeps the accounts it made', async () => {
    const center = await freshCenter();
    const learner = world.demo.learner;
    await api.db.insert(platformAccounts).values({ trainingCenterId: center.id, platformUserId: '42', userId: learner.id });
    const started = await api.request('/v2/moodle/login_urls', { method: 'POST', host: world.demo.host, json: { login_url: { training_center_id: center.id, redirect_host: world.demo.host } } });
    expect(started.status).toBe(201);

    const res = await api.request(centerPath(center.id), { method: 'DELETE', host: world.demo.host, token: adminToken });
    expect(res.status).toBe(204);
    expect(await rowOf(center.id)).toBeUndefined();
    expect(await api.db.select().from(platformAccounts).where(eq(platformAccounts.trainingCenterId, center.id))).toEqual([]);
    expect(await api.db.select().from(platformSignIns).where(eq(platformSignIns.trainingCenterId, center.id))).toEqual([]);
    expect(await api.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(1);
    expect(await api.db.select().from(communityMemberships).where(eq(communityMemberships.userId, learner.id))).toHaveLength(1);
    const listed = await api.request('/v2/moodle/training_centers', { host: world.demo.host });
    expect((await listed.json()).data.map((c: { id: number }) => c.id)).not.toContain(center.id);
    // The same person still signs in with the password they have (or set one with "forgot password").
    expect((await login(api, learner.email, world.demo.host)).res.status).toBe(200);
  });

  it("is not found by another community's admin, and refused to a learner, removing nothing", async () => {
    const center = await freshCenter();
    const mistralAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    expect((await api.request(centerPath(center.id), { method: 'DELETE', host: world.mistral.host, token: mistralAdmin.token })).status).toBe(404);
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect((await api.request(centerPath(center.id), { method: 'DELETE', host: world.demo.host, token: learner.token })).status).toBe(403);
    expect(await rowOf(center.id)).toEqual(center);
  });
});
