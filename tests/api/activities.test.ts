import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES_PAGE_SIZE } from '@/lib/shared/validation/activity';
import { activities, communities, mailOutbox } from '@/server/db/schema';
import { createGroup } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { postExperience, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

// Spec §3: the User has an "activities list"; §7: GET /v2/users/{id}/activities; §8: "Failures of …
// activities: a toast". Issue 9: "the person's recent actions (experience created, … joined a group …),
// recorded as they happen, paginated, readable by the person and their community's admins".

let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const list = (userId: number, token: string, host = world.demo.host, query = '') => api.request(`/v2/users/${userId}/activities${query}`, { host, token });
const page = async (userId: number, token: string, query = '') => {
  const res = await list(userId, token, world.demo.host, query);
  expect(res.status).toBe(200);
  return (await res.json()).data;
};
const latestMail = async (recipient: string) => (await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id)).at(-1)!;

describe('GET /v2/users/{id}/activities', () => {
  it('records an experience as it is created, newest first, and keeps the line once the experience is deleted', async () => {
    const description = `Une sortie au planétarium   avec la classe de seconde, ${'et bien plus encore '.repeat(6)}`;
    const first = (await (await postExperience(api, learner, validExperience(), await jpeg(31, 30))).json()).data;
    const second = (await (await postExperience(api, learner, validExperience({ description }), await jpeg(32, 30))).json()).data;

    const { paginated_results: results, total_pages } = await page(world.demo.learner.id, learner.token);
    expect(total_pages).toEqual({ pages: 1 });
    expect(results.map((a: { subject_id: number }) => a.subject_id)).toEqual([second.id, first.id]);
    expect(results[0]).toEqual({ id: expect.any(Number), kind: 'experienceCreated', subject_id: second.id, subject_name: expect.any(String), created_at: expect.any(String) });
    // Opening words, spaces folded, cut at 80 characters.
    expect(results[0].subject_name).toHaveLength(80);
    expect(results[0].subject_name.startsWith('Une sortie au planétarium avec la classe')).toBe(true);
    expect(results[0].subject_name.endsWith('…')).toBe(true);

    expect((await api.request(`/v2/experiences/${first.id}`, { method: 'DELETE', ...learner })).status).toBe(204);
    const after = (await page(world.demo.learner.id, learner.token)).paginated_results;
    expect(after[1]).toMatchObject({ kind: 'experienceCreated', subject_id: null, subject_name: 'Une journée au musée des Beaux-Arts avec la classe.' });
  });

  it('records a story as it is created, under its title, and keeps the line once the story is deleted', async () => {
    const experience = (await (await postExperience(api, learner, validExperience(), await jpeg(34, 30))).json()).data;
    const story = {
      title: 'Mon trimestre au théâtre',
      date: '2026-03-02T09:00:00.000Z',
      experience_ids: [experience.id],
    };
    const created = await api.request('/v2/stories', { method: 'POST', ...learner, json: { story } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()).data;

    const [latest] = (await page(world.demo.learner.id, learner.token)).paginated_results;
    expect(latest).toMatchObject({ kind: 'storyCreated', subject_id: id, subject_name: 'Mon trimestre au théâtre' });
    expect((await api.request(`/v2/stories/${id}`, { method: 'DELETE', ...learner })).status).toBe(204);
    const [after] = (await page(world.demo.learner.id, learner.token)).paginated_results;
    expect(after).toMatchObject({ kind: 'storyCreated', subject_id: null, subject_name: 'Mon trimestre au théâtre' });
  });

  it('records nothing for an experience that was refused', async () => {
    const elsewhere = await createGroup(api.db, world.demo.community.id, { name: 'Pas la sienne' });
    const before = (await page(world.demo.learner.id, learner.token)).paginated_results.length;
    const res = await postExperience(api, learner, validExperience({ sharing_parameters: 'groups', group_ids: [String(elsewhere.id)] }), await jpeg(33, 30));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await page(world.demo.learner.id, learner.token)).paginated_results).toHaveLength(before);
  });

  it('records joining a group by invitation, and joining the community by public sign-up', async () => {
    const admin = await login(api, world.demo.admin.email, world.demo.host);
    const invite = await api.request('/v2/invitation', {
      method: 'POST',
      host: world.demo.host,
      token: admin.token,
      json: { user: { email: 'joiner@activities.test', firstname: 'Jo', lastname: 'Iner' }, group_id: world.demo.group.id, community_id: world.demo.community.id },
    });
    expect(invite.status).toBe(201);
    const token = /invitation_token=([\w-]+)/.exec((await latestMail('joiner@activities.test')).text)![1];
    const registered = await api.request('/v2/invitation', {
      method: 'PUT',
      host: world.demo.host,
      json: { user: { invitation_token: token, firstname: 'Jo', lastname: 'Iner', locale: 'fr', password: 'un mot de passe', password_confirmation: 'un mot de passe' }, community_path: 'demo' },
    });
    expect(registered.status).toBe(200);
    const joiner = await login(api, 'joiner@activities.test', world.demo.host, 'un mot de passe');
    expect((await page(joiner.body.data.id, joiner.token)).paginated_results).toEqual([
      expect.objectContaining({ kind: 'joinedGroup', subject_id: null, subject_name: world.demo.group.name }),
    ]);

    await api.db.update(communities).set({ publicRegistration: true }).where(eq(communities.id, world.demo.community.id));
    const person = { email: 'signed@activities.test', firstname: 'Sig', lastname: 'Ned', locale: 'fr', password: 'a long secret', password_confirmation: 'a long secret' };
    expect((await api.request('/v2/signup', { method: 'PUT', host: world.demo.host, json: { user: person } })).status).toBe(202);
    const confirmation = /\/auth\/register\/confirm\?token=([\w-]+)/.exec((await latestMail('signed@activities.test')).text)![1];
    expect((await api.request('/v2/signup/confirmation', { method: 'POST', host: world.demo.host, json: { token: confirmation, password: 'a long secret' } })).status).toBe(200);
    const signed = await login(api, 'signed@activities.test', world.demo.host, 'a long secret');
    expect((await page(signed.body.data.id, signed.token)).paginated_results).toEqual([expect.objectContaining({ kind: 'joinedCommunity', subject_name: 'Demo' })]);
  });

  it('pages by 20, newest first, and refuses a page that is not a number', async () => {
    const peer = world.demo.peer;
    await api.db.insert(activities).values(
      Array.from({ length: ACTIVITIES_PAGE_SIZE + 1 }, (_, i) => ({ userId: peer.id, communityId: world.demo.community.id, kind: 'joinedGroup' as const, subjectName: `Groupe ${i}` })),
    );
    const peerToken = (await login(api, peer.email, world.demo.host)).token;
    const first = await page(peer.id, peerToken);
    expect(first.total_pages).toEqual({ pages: 2 });
    expect(first.paginated_results).toHaveLength(ACTIVITIES_PAGE_SIZE);
    expect(first.paginated_results[0].subject_name).toBe(`Groupe ${ACTIVITIES_PAGE_SIZE}`);
    expect((await page(peer.id, peerToken, '?page=1')).paginated_results.map((a: { subject_name: string }) => a.subject_name)).toEqual(['Groupe 0']);
    expect((await page(peer.id, peerToken, '?page=5')).paginated_results).toEqual([]);
    const bad = await list(peer.id, peerToken, world.demo.host, '?page=-1');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['page']);
  });

  it("is the person's and their community admins' only: a classmate gets 403, another community 404", async () => {
    const admin = await login(api, world.demo.admin.email, world.demo.host);
    expect((await list(world.demo.learner.id, admin.token)).status).toBe(200);
    const peer = await login(api, world.demo.peer.email, world.demo.host);
    expect((await list(world.demo.learner.id, peer.token)).status).toBe(403);
    const otherAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    expect((await list(world.demo.learner.id, otherAdmin.token, world.mistral.host)).status).toBe(404);
    expect((await list(world.demo.learner.id, '')).status).toBe(401);
  });
});
