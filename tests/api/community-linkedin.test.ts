import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// A community's LinkedIn organization id, set by its admins (PATCH /v2/communities/current), on PGlite or PostgreSQL.
let api: TestApi;
let world: TwoCommunities;
let admin: string;
let learner: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  admin = (await login(api, world.demo.admin.email, world.demo.host)).token;
  learner = (await login(api, world.demo.learner.email, world.demo.host)).token;
});
afterAll(() => api.close());

const setLinkedIn = (value: unknown, token = admin) =>
  api.request('/v2/communities/current', { method: 'PATCH', host: world.demo.host, token, json: { community: { linkedin_organization_id: value } } });
const current = async (host = world.demo.host) => (await (await api.request('/v2/communities/current', { host })).json()).data.linkedin_organization_id;

describe("a community's LinkedIn organization id", () => {
  it('is set by a community admin, and cleared by an empty value or null', async () => {
    const res = await setLinkedIn('2414183');
    expect(res.status).toBe(200);
    expect((await res.json()).data.linkedin_organization_id).toBe('2414183');
    expect(await current()).toBe('2414183');
    expect(await current(world.mistral.host)).toBeNull();
    expect((await setLinkedIn('')).status).toBe(200);
    expect(await current()).toBeNull();
    await setLinkedIn('2414183');
    expect((await setLinkedIn(null)).status).toBe(200);
    expect(await current()).toBeNull();
  });

  it('is refused to a learner, and changes nothing', async () => {
    await setLinkedIn('77');
    const res = await setLinkedIn('12345', learner);
    expect(res.status).toBe(403);
    expect(await current()).toBe('77');
  });

  it.each(['acme', '12a', '-5', '1.5', '1'.repeat(21), 12345, 'https://www.linkedin.com/company/2414183'])('refuses %j with a 422, and changes nothing', async (value) => {
    await setLinkedIn('77');
    const res = await setLinkedIn(value);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('linkedin_organization_id');
    expect(await current()).toBe('77');
  });

  it("reaches the verify page of the community's credentials", async () => {
    const { publicId } = await issueCertifiedCredential(api, { userId: world.demo.learner.id, communityId: world.demo.community.id });
    await setLinkedIn('2414183');
    const page = (await (await api.request(`/v2/credentials/${publicId}/verification`, { host: world.demo.host })).json()).data;
    expect(page.linkedin_organization_id).toBe('2414183');
  });
});
