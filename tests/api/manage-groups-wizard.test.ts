import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMemberships } from '@/server/db/schema';
import { createGroup, createSkill, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { patchExperience, postExperience, validExperience } from '../support/experiences';
import { groupForm } from '../support/groups';
import { jpeg } from '../support/pictures';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let outsider: Actor;
let groupSkill: { id: number; name: string };
let communitySkill: { id: number; name: string };

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  const admin = { token: (await login(api, demo.admin.email, demo.host)).token, host: demo.host };
  communitySkill = await createSkill(api.db, demo.community.id, { name: 'Coopérer' });
  const res = await api.request(`/v2/groups/${demo.group.id}`, {
    method: 'PUT',
    host: admin.host,
    token: admin.token,
    body: groupForm({ 'group[skills_attributes][0][name]': 'Souder à l’étain', 'group[skills_attributes][0][skillable_type]': 'Group' }),
  });
  groupSkill = (await res.json()).data.skills[0];
  learner = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  const other = await createGroup(api.db, demo.community.id, { name: 'Atelier bois' });
  const person = await createUser(api.db, { email: 'bois@demo.test', communityIds: [demo.community.id], groupIds: [other.id] });
  outsider = { token: (await login(api, person.email, demo.host)).token, host: demo.host };
});
afterAll(() => api.close());

const offered = async (actor: Actor) => ((await (await api.request('/v2/skills', { host: actor.host, token: actor.token })).json()).data as { id: number }[]).map((s) => s.id);
const rated = (skillId: number) => validExperience({ skills_attributes: [{ skill_id: skillId, name: 'x', level: 2, custom: false }] });

describe("the experience wizard offers a group's skills to its learners", () => {
  it("lists the group's skills beside the community's for its learners, not for others", async () => {
    expect(await offered(learner)).toEqual(expect.arrayContaining([communitySkill.id, groupSkill.id]));
    const theirs = await offered(outsider);
    expect(theirs).toContain(communitySkill.id);
    expect(theirs).not.toContain(groupSkill.id);
  });

  it("lets a learner of the group rate its skill, under the group's name; refuses it to a learner of another group", async () => {
    const created = await postExperience(api, learner, rated(groupSkill.id), await jpeg());
    expect(created.status).toBe(201);
    expect((await created.json()).data.skills_attributes[0]).toMatchObject({ skill_id: groupSkill.id, name: 'Souder à l’étain' });
    const refused = await postExperience(api, outsider, rated(groupSkill.id), await jpeg());
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toHaveProperty(['skills_attributes.0.skill_id']);
  });

  it('lets a learner who left the group keep editing an experience that rates its skill, but not add it again', async () => {
    const person = await createUser(api.db, { email: 'leaving@demo.test', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const leaving = { token: (await login(api, person.email, world.demo.host)).token, host: world.demo.host };
    const created = (await (await postExperience(api, leaving, rated(groupSkill.id), await jpeg())).json()).data;
    await api.db.delete(groupMemberships).where(and(eq(groupMemberships.userId, person.id), eq(groupMemberships.groupId, world.demo.group.id)));
    const kept = { id: created.skills_attributes[0].id, skill_id: groupSkill.id, name: 'x', level: 3, custom: false };
    const edited = await patchExperience(api, leaving, created.id, { description: 'Toujours là.', skills_attributes: [kept] });
    expect(edited.status).toBe(200);
    expect((await edited.json()).data.skills_attributes[0]).toMatchObject({ skill_id: groupSkill.id, level: 3 });
    const other = await postExperience(api, leaving, rated(groupSkill.id), await jpeg());
    expect(other.status).toBe(422);
  });
});
