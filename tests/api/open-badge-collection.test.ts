import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/fixtures';
import { deleteCertification } from '@/server/modules/credentials/issuing';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// A learner's own Open Badges (GET /v2/users/{id}/open_badges), on PGlite or PostgreSQL.
let api: TestApi;
let world: TwoCommunities;
let learnerToken: string;

const issue = (userId: number, communityId: number, description: string) => issueCertifiedCredential(api, { userId, communityId, description, skills: [{ name: 'Organisation', level: 2 }] });

const collection = (userId: number, token: string, host = world.demo.host) => api.request(`/v2/users/${userId}/open_badges`, { host, token });

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learnerToken = (await login(api, world.demo.learner.email, world.demo.host)).token;
});
afterAll(() => api.close());

describe('GET /v2/users/{id}/open_badges', () => {
  it('is empty for a learner who holds none', async () => {
    const { token } = await login(api, world.demo.peer.email, world.demo.host);
    const res = await collection(world.demo.peer.id, token);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual([]);
  });

  it('lists live credentials newest first with what they certify, and a revoked one with only its date', async () => {
    const first = await issue(world.demo.learner.id, world.demo.community.id, 'Organised the recycling week.');
    const second = await issue(world.demo.learner.id, world.demo.community.id, 'Led the debate club.');
    const withdrawn = await issue(world.demo.learner.id, world.demo.community.id, 'Ran the school paper.');
    await deleteCertification(api.db, withdrawn.certification.id);

    const res = await collection(world.demo.learner.id, learnerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()).data;
    expect(list.map((item: { public_id: string }) => item.public_id)).toEqual([withdrawn.publicId, second.publicId, first.publicId]);
    expect(list[1]).toEqual({
      public_id: second.publicId,
      status: 'valid',
      url: `${world.demo.origin}/credentials/${second.publicId}`,
      community: 'Demo',
      linkedin_organization_id: null,
      name: second.document.name,
      experience_id: second.experience.id,
      certified_at: second.document.validFrom,
      revoked_at: null,
      skills: [{ name: 'Organisation', level: 2, level_name: expect.any(String) }],
    });
    expect(list[0]).toMatchObject({ public_id: withdrawn.publicId, status: 'revoked', name: null, experience_id: null, certified_at: null, skills: [] });
    expect(Date.parse(list[0].revoked_at)).not.toBeNaN();
    expect(JSON.stringify(list[0])).not.toContain('school paper');
  });

  it("lists only the session's community's credentials", async () => {
    const both = await createUser(api.db, { email: 'both@demo.test', communityIds: [world.demo.community.id, world.mistral.community.id], groupIds: [world.demo.group.id, world.mistral.group.id] });
    const inDemo = await issue(both.id, world.demo.community.id, 'Demo work');
    const inMistral = await issue(both.id, world.mistral.community.id, 'Mistral work');
    const onDemo = (await (await collection(both.id, (await login(api, both.email, world.demo.host)).token)).json()).data;
    const onMistral = (await (await collection(both.id, (await login(api, both.email, world.mistral.host)).token, world.mistral.host)).json()).data;
    expect(onDemo.map((item: { public_id: string }) => item.public_id)).toEqual([inDemo.publicId]);
    expect(onMistral.map((item: { public_id: string }) => item.public_id)).toEqual([inMistral.publicId]);
    expect(onMistral[0].url).toBe(`${world.mistral.origin}/credentials/${inMistral.publicId}`);
  });

  it("is the learner's alone: another member or a community admin is refused, an unknown id is nobody", async () => {
    const admin = (await login(api, world.demo.admin.email, world.demo.host)).token;
    const peer = (await login(api, world.demo.peer.email, world.demo.host)).token;
    expect((await collection(world.demo.learner.id, admin)).status).toBe(403);
    expect((await collection(world.demo.learner.id, peer)).status).toBe(403);
    expect((await collection(world.mistral.learner.id, learnerToken)).status).toBe(404);
    expect((await collection(2147483647, learnerToken)).status).toBe(404);
    expect((await api.request(`/v2/users/${world.demo.learner.id}/open_badges`, { host: world.demo.host })).status).toBe(401);
  });

  it("names the community's LinkedIn organization once it set one", async () => {
    const admin = (await login(api, world.demo.admin.email, world.demo.host)).token;
    const set = await api.request('/v2/communities/current', { method: 'PATCH', host: world.demo.host, token: admin, json: { community: { linkedin_organization_id: '2414183' } } });
    expect(set.status).toBe(200);
    const list = (await (await collection(world.demo.learner.id, learnerToken)).json()).data;
    expect(list.every((item: { linkedin_organization_id: string }) => item.linkedin_organization_id === '2414183')).toBe(true);
  });
});
