import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, skills, tags } from '@/server/db/schema';
import { createExperience, createGroup, createStory, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { fingerprint } from '../support/fingerprint';
import { groupForm } from '../support/groups';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let admin: Actor;
let learner: Actor;
let groupAdmin: Actor;
let mistralAdmin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  const as = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  admin = await as(demo.admin.email, demo.host);
  learner = await as(demo.learner.email, demo.host);
  mistralAdmin = await as(mistral.admin.email, mistral.host);
  const keeper = await createUser(api.db, { email: 'keeper@demo.test', communityIds: [demo.community.id], groupIds: [demo.group.id], groupAdmin: true });
  groupAdmin = await as(keeper.email, demo.host);
});
afterAll(() => api.close());

const create = (actor: Actor, name: string, headers: Record<string, string> = {}) =>
  api.request('/v2/groups', { method: 'POST', host: actor.host, token: actor.token, headers, body: groupForm({ 'group[name]': name, community_id: String(world.demo.community.id) }) });
const put = (actor: Actor, id: number, fields: Record<string, string>) =>
  api.request(`/v2/groups/${id}`, { method: 'PUT', host: actor.host, token: actor.token, body: groupForm(fields) });
const removeTag = (actor: Actor, tagId: number, groupId: number, community = world.demo.community.id) =>
  api.request(`/v2/tags/${tagId}?${new URLSearchParams({ native_client: 'false', type: 'Group', community: String(community), group: String(groupId) })}`, {
    method: 'DELETE',
    host: actor.host,
    token: actor.token,
  });

describe('POST /v2/groups', () => {
  it('creates a group of the community from the multipart form, with no logo', async () => {
    const res = await create(admin, '  Terminale C  ');
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ name: 'Terminale C', description: null, logo_url: null, community_id: world.demo.community.id, tags: [], skills: [] });
    const [row] = await api.db.select().from(groups).where(eq(groups.id, data.id));
    expect(row.communityId).toBe(world.demo.community.id);
  });

  it('answers the first group for a repeated Idempotency-Key and creates nothing more', async () => {
    const headers = { 'Idempotency-Key': 'group-form-1' };
    const first = await (await create(admin, 'Atelier photo', headers)).json();
    const again = await create(admin, 'Atelier photo', headers);
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).toBe(first.data.id);
    expect(await api.db.select().from(groups).where(eq(groups.name, 'Atelier photo'))).toHaveLength(1);
  });

  it('refuses a missing name field by field, and a JSON body the same way', async () => {
    const res = await api.request('/v2/groups', { method: 'POST', host: admin.host, token: admin.token, body: groupForm({ 'group[name]': '   ', community_id: String(world.demo.community.id) }) });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('name');
    const json = await api.request('/v2/groups', { method: 'POST', host: admin.host, token: admin.token, json: { group: {}, community_id: world.demo.community.id } });
    expect(json.status).toBe(422);
    expect((await json.json()).errors).toHaveProperty('name');
  });

  it('refuses group admins and learners (403), and another community (404)', async () => {
    const before = await fingerprint(api);
    expect((await create(groupAdmin, 'Nope')).status).toBe(403);
    expect((await create(learner, 'Nope')).status).toBe(403);
    // Mistral's admin naming demo's community on mistral's host.
    expect((await create(mistralAdmin, 'Nope')).status).toBe(404);
    expect(await fingerprint(api)).toEqual(before);
  });
});

describe('PUT /v2/groups/{id}', () => {
  it('changes name and description, adds tags and skills, renames and removes skills with _destroy', async () => {
    const group = await createGroup(api.db, world.demo.community.id, { name: 'Club' });
    const first = await put(admin, group.id, {
      'group[name]': 'Club théâtre',
      'group[description]': 'Le mardi soir',
      'group[tags_attributes][0][name]': 'Scène',
      'group[tags_attributes][0][taggable_type]': 'Group',
      'group[tags_attributes][1][name]': 'voix',
      'group[skills_attributes][0][name]': 'Parler en public',
      'group[skills_attributes][0][skillable_type]': 'Group',
      'group[skills_attributes][1][name]': 'Improviser',
    });
    expect(first.status).toBe(200);
    const { data } = await first.json();
    expect(data).toMatchObject({ name: 'Club théâtre', description: 'Le mardi soir' });
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['Scène', 'voix']);
    expect(data.tags[0].taggable_type).toBe('Group');
    expect(data.skills.map((s: { name: string }) => s.name)).toEqual(['Improviser', 'Parler en public']);
    const [improviser, parler] = data.skills;

    // The same tag in another case is the same community tag: not added twice.
    const second = await put(admin, group.id, {
      'group[tags_attributes][0][name]': 'scène',
      'group[skills_attributes][0][id]': String(improviser.id),
      'group[skills_attributes][0][_destroy]': 'true',
      'group[skills_attributes][1][id]': String(parler.id),
      'group[skills_attributes][1][name]': "Prendre la parole",
    });
    expect(second.status).toBe(200);
    const after = (await second.json()).data;
    expect(after.tags.map((t: { name: string }) => t.name)).toEqual(['Scène', 'voix']);
    expect(after.skills).toEqual([{ id: parler.id, name: 'Prendre la parole', skillable_type: 'Group' }]);
    expect(after.description).toBe('Le mardi soir');
    // The group skill is the group's, not the community's list.
    const [row] = await api.db.select().from(skills).where(eq(skills.id, parler.id));
    expect(row.groupId).toBe(group.id);
  });

  it('refuses a skill id of another group, a new skill without a name and a name twice in the list, changing nothing', async () => {
    const group = await createGroup(api.db, world.demo.community.id);
    const other = await createGroup(api.db, world.demo.community.id);
    const added = (await (await put(admin, other.id, { 'group[skills_attributes][0][name]': 'Écoute' })).json()).data.skills[0];
    await put(admin, group.id, { 'group[skills_attributes][0][name]': 'Écoute' });
    const before = await fingerprint(api);
    const res = await put(admin, group.id, {
      'group[description]': 'changed',
      'group[skills_attributes][0][id]': String(added.id),
      'group[skills_attributes][0][_destroy]': 'true',
      'group[skills_attributes][1][skillable_type]': 'Group',
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['skills_attributes.0.id', 'skills_attributes.1.name']);
    const twice = await put(admin, group.id, { 'group[skills_attributes][0][name]': 'Écoute' });
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors).toHaveProperty(['skills_attributes.0.name']);
    expect(await fingerprint(api)).toEqual(before);
  });

  it('refuses a description over 1000 characters and a field sent as a file', async () => {
    const group = await createGroup(api.db, world.demo.community.id);
    expect((await put(admin, group.id, { 'group[description]': 'x'.repeat(1001) })).status).toBe(422);
    const form = groupForm({});
    form.append('group[name]', new Blob(['Club']), 'name.txt');
    const res = await api.request(`/v2/groups/${group.id}`, { method: 'PUT', host: admin.host, token: admin.token, body: form });
    expect(res.status).toBe(422);
  });

  it('lets a group admin edit their group only; refuses learners; another community sees nothing', async () => {
    const theirs = world.demo.group;
    expect((await put(groupAdmin, theirs.id, { 'group[description]': 'Notre classe' })).status).toBe(200);
    const notTheirs = await createGroup(api.db, world.demo.community.id);
    const before = await fingerprint(api);
    expect((await put(groupAdmin, notTheirs.id, { 'group[description]': 'x' })).status).toBe(403);
    expect((await put(learner, theirs.id, { 'group[description]': 'x' })).status).toBe(403);
    expect((await put(mistralAdmin, theirs.id, { 'group[description]': 'x' })).status).toBe(404);
    expect(await fingerprint(api)).toEqual(before);
  });
});

describe('DELETE /v2/tags/{id}', () => {
  it("removes the tag from the group only: the community's tag stays", async () => {
    const group = await createGroup(api.db, world.demo.community.id);
    const { data } = await (await put(admin, group.id, { 'group[tags_attributes][0][name]': 'sortie', 'group[tags_attributes][1][name]': 'musée' })).json();
    const [sortie] = data.tags;
    expect((await removeTag(admin, sortie.id, group.id)).status).toBe(204);
    const info = await (await api.request(`/v2/groups/${group.id}?view=group_info`, { host: admin.host, token: admin.token })).json();
    expect(info.data.tags.map((t: { name: string }) => t.name)).toEqual(['musée']);
    expect(await api.db.select().from(tags).where(eq(tags.id, sortie.id))).toHaveLength(1);
    // Gone already: not found.
    expect((await removeTag(admin, sortie.id, group.id)).status).toBe(404);
  });

  it('refuses learners and group admins of another group (403), and another community (404)', async () => {
    const group = await createGroup(api.db, world.demo.community.id);
    const { data } = await (await put(admin, group.id, { 'group[tags_attributes][0][name]': 'atelier' })).json();
    const tagId = data.tags[0].id;
    expect((await removeTag(learner, tagId, group.id)).status).toBe(403);
    expect((await removeTag(groupAdmin, tagId, group.id)).status).toBe(403);
    expect((await removeTag(mistralAdmin, tagId, group.id)).status).toBe(404);
    expect((await removeTag(mistralAdmin, tagId, group.id, world.mistral.community.id)).status).toBe(404);
    const bad = await api.request(`/v2/tags/${tagId}?type=Story&community=${world.demo.community.id}&group=${group.id}`, { method: 'DELETE', host: admin.host, token: admin.token });
    expect(bad.status).toBe(422);
  });
});

describe('GET /v2/groups/search_groups?view=dashboard_info', () => {
  it("counts each group's members and the experiences and stories they wrote in the community, and says who may edit", async () => {
    const { demo, mistral } = world;
    const counted = await createGroup(api.db, demo.community.id, { name: 'Compté' });
    const empty = await createGroup(api.db, demo.community.id, { name: 'Vide' });
    const writer = await createUser(api.db, { email: 'writer@demo.test', communityIds: [demo.community.id, mistral.community.id], groupIds: [counted.id] });
    await createUser(api.db, { email: 'reader@demo.test', communityIds: [demo.community.id], groupIds: [counted.id] });
    await createExperience(api.db, { userId: writer.id, communityId: demo.community.id });
    await createExperience(api.db, { userId: writer.id, communityId: demo.community.id, sharingParameters: 'public' });
    await createStory(api.db, { userId: writer.id, communityId: demo.community.id });
    // Written in another community: not this group's.
    await createExperience(api.db, { userId: writer.id, communityId: mistral.community.id });

    const res = await api.request(`/v2/groups/search_groups?community_id=${demo.community.id}&view=dashboard_info`, { host: admin.host, token: admin.token });
    const byId = new Map((await res.json()).data.map((g: { id: number }) => [g.id, g]));
    expect(byId.get(counted.id)).toMatchObject({ members_count: 2, experiences_count: 2, stories_count: 1, can_manage: true });
    expect(byId.get(empty.id)).toMatchObject({ members_count: 0, experiences_count: 0, stories_count: 0 });
    const asLearner = await (await api.request(`/v2/groups/search_groups?community_id=${demo.community.id}`, { host: learner.host, token: learner.token })).json();
    expect(asLearner.data.map((g: { id: number; can_manage: boolean }) => [g.id, g.can_manage])).toEqual([[demo.group.id, false]]);
  });
});
