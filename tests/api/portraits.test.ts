import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, users } from '@/server/db/schema';
import { createExperience, createGroup, createSkill, createUser } from '@/server/seed/fixtures';
import { eq } from 'drizzle-orm';
import { revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/**
 * README decisions, "A portrait": the learner's own presentation, shared like their items; its
 * highlights and skills come only from the experiences the reader may read themself.
 */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string; id: number };
let author: Actor;
let classmate: Actor;
let otherGroup: Actor;
let admin: Actor;
let stranger: Actor;
type Level = 'private' | 'group' | 'community' | 'public';
let levels: Record<Level, number>;
let listed: { teamwork: number; speaking: number };

const actor = async (user: typeof users.$inferSelect, host: string): Promise<Actor> => ({ token: (await login(api, user.email, host)).token, host, id: user.id });

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  const groupB = await createGroup(api.db, demo.community.id, { name: 'Seconde B' });
  const outsider = await createUser(api.db, { communityIds: [demo.community.id], groupIds: [groupB.id] });
  author = await actor(demo.learner, demo.host);
  classmate = await actor(demo.peer, demo.host);
  otherGroup = await actor(outsider, demo.host);
  admin = await actor(demo.admin, demo.host);
  stranger = await actor(mistral.learner, mistral.host);
  listed = { teamwork: (await createSkill(api.db, demo.community.id, { name: 'Travail en équipe' })).id, speaking: (await createSkill(api.db, demo.community.id, { name: 'Oral' })).id };
  const one = async (sharingParameters: Level, skills: Parameters<typeof createExperience>[1]['skills']) =>
    (
      await createExperience(api.db, {
        userId: demo.learner.id,
        communityId: demo.community.id,
        sharingParameters,
        groupIds: sharingParameters === 'group' ? [demo.group.id] : [],
        skills,
      })
    ).id;
  levels = {
    private: await one('private', [{ name: 'Journal intime', level: 3 }]),
    // The only certified experience, and it is shared with group A only.
    group: await one('group', [{ name: 'Travail en équipe', skillId: listed.teamwork, level: 1 }]),
    community: await one('community', [
      { name: 'Travail en équipe', skillId: listed.teamwork, level: 2, skillsAttributes: [{ name: 'Écoute', level: 3 }] },
      { name: 'cuisine', level: 0 },
    ]),
    public: await one('public', [{ name: 'Oral', skillId: listed.speaking, level: 3 }, { name: 'Cuisine ', level: 1 }]),
  };
  await api.db.insert(certifications).values({ experienceId: levels.group, certificatorName: 'M. Prof', certificatorEmail: 'prof@demo.test' });
});
afterAll(() => api.close());

const path = (id = author.id) => `/v2/portraits/${id}`;
const read = async (who: Actor, id = author.id) => {
  const res = await api.request(path(id), { host: who.host, token: who.token });
  return { status: res.status, body: await res.json() };
};
const save = async (who: Actor, portrait: Record<string, unknown>, id = author.id) => {
  const res = await api.request(path(id), { method: 'PUT', host: who.host, token: who.token, json: { portrait } });
  return { status: res.status, body: await res.json() };
};
const skillNames = (body: { data: { skills: { name: string }[] } }) => body.data.skills.map((s) => s.name);

describe('a portrait never saved', () => {
  it('reads as the private defaults to its author, with every skill of their experiences', async () => {
    const learner = await createUser(api.db, { communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const me = await actor(learner, world.demo.host);
    const { status, body } = await read(me, me.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: me.id,
      user_attributes: { id: me.id, firstname: learner.firstname, lastname: learner.lastname, avatar_url: null },
      about: '',
      sharing_parameters: 'private',
      group_ids: [],
      highlighted_experience_ids: [],
      highlighted_experiences: [],
      skills: [],
      show_badges: false,
      badges: [],
      updated_at: null,
    });
    expect((await read(classmate, me.id)).status).toBe(404);
    expect((await read(admin, me.id)).status).toBe(404);
  });

  it("gathers the author's skills once each: best level, certified, top-level only, best first", async () => {
    const { body } = await read(author);
    expect(body.data.skills).toEqual([
      // Level 3 first; among equals the certified, then by name.
      { skill_id: null, name: 'Journal intime', custom: true, level: 3, certified: false },
      { skill_id: listed.speaking, name: 'Oral', custom: false, level: 3, certified: false },
      { skill_id: listed.teamwork, name: 'Travail en équipe', custom: false, level: 2, certified: true },
      // "cuisine" and "Cuisine " are one custom skill.
      { skill_id: null, name: expect.stringMatching(/^[cC]uisine ?$/), custom: true, level: 1, certified: false },
    ]);
  });
});

describe('GET /v2/portraits/{id} after the author shared it', () => {
  const all = () => [levels.private, levels.group, levels.community, levels.public];

  it('answers the author every highlight in order and the groups', async () => {
    const { status, body } = await save(author, { about: '  Curieuse de tout.  ', highlighted_experience_ids: all(), sharing_parameters: 'group', group_ids: [String(world.demo.group.id)] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ about: 'Curieuse de tout.', sharing_parameters: 'group', group_ids: [world.demo.group.id], highlighted_experience_ids: all() });
    expect(body.data.highlighted_experiences.map((e: { id: number }) => e.id)).toEqual(all());
    expect(body.data.updated_at).toEqual(expect.any(String));
  });

  it('shows a classmate only the experiences and skills they may read, without the groups', async () => {
    await save(author, { sharing_parameters: 'community' });
    const { status, body } = await read(classmate);
    expect(status).toBe(200);
    const shown = [levels.group, levels.community, levels.public];
    expect(body.data).toMatchObject({ about: 'Curieuse de tout.', group_ids: [], highlighted_experience_ids: shown });
    expect(body.data.highlighted_experiences.map((e: { id: number }) => e.id)).toEqual(shown);
    expect(skillNames(body)).not.toContain('Journal intime');
    expect(body.data.skills.find((s: { skill_id: number }) => s.skill_id === listed.teamwork)).toMatchObject({ level: 2, certified: true });
  });

  it('never tells another group of a certification or a level seen only on a hidden experience', async () => {
    const { body } = await read(otherGroup);
    expect(body.data.highlighted_experience_ids).toEqual([levels.community, levels.public]);
    expect(body.data.skills.find((s: { skill_id: number }) => s.skill_id === listed.teamwork)).toMatchObject({ level: 2, certified: false });
    expect(skillNames(body)).not.toContain('Journal intime');
  });

  it('follows the sharing level: group, then private', async () => {
    await save(author, { sharing_parameters: 'group', group_ids: [world.demo.group.id] });
    expect((await read(classmate)).status).toBe(200);
    expect((await read(admin)).status).toBe(200);
    expect((await read(otherGroup)).status).toBe(404);
    await save(author, { sharing_parameters: 'private' });
    expect((await read(classmate)).status).toBe(404);
    expect((await read(admin)).status).toBe(404);
    expect((await read(author)).status).toBe(200);
    await save(author, { sharing_parameters: 'community' });
    expect((await read(otherGroup)).status).toBe(200);
  });

  it("answers 404 on another community's host, whatever the level", async () => {
    await save(author, { sharing_parameters: 'community' });
    expect((await read(stranger)).status).toBe(404);
    expect((await read(author, 999_999)).status).toBe(404);
  });

  it('drops a deleted experience from the highlights', async () => {
    const gone = await createExperience(api.db, { userId: author.id, communityId: world.demo.community.id, sharingParameters: 'public' });
    await save(author, { highlighted_experience_ids: [gone.id, levels.public] });
    const res = await api.request(`/v2/experiences/${gone.id}`, { method: 'DELETE', host: author.host, token: author.token });
    expect(res.status).toBe(204);
    expect((await read(classmate)).body.data.highlighted_experience_ids).toEqual([levels.public]);
  });
});

describe('PUT /v2/portraits/{id}', () => {
  it('is the author\'s alone: 403 to a reader, 404 to one who may not read it', async () => {
    await save(author, { sharing_parameters: 'group', group_ids: [world.demo.group.id], about: 'Mine' });
    expect((await save(classmate, { about: 'Hacked' })).status).toBe(403);
    expect((await save(admin, { about: 'Hacked' })).status).toBe(403);
    expect((await save(otherGroup, { about: 'Hacked' })).status).toBe(404);
    expect((await save(stranger, { about: 'Hacked' })).status).toBe(404);
    expect((await read(author)).body.data.about).toBe('Mine');
  });

  it('refuses bad fields with 422 and changes nothing', async () => {
    const stranger_experience = await createExperience(api.db, { userId: stranger.id, communityId: world.mistral.community.id, sharingParameters: 'public' });
    const before = (await read(author)).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ about: 'x'.repeat(1001) }, 'about'],
      [{ about: 'a\u0000b' }, 'about'],
      [{ highlighted_experience_ids: [1, 2, 3, 4, 5, 6, 7] }, 'highlighted_experience_ids'],
      [{ highlighted_experience_ids: [levels.public, levels.public] }, 'highlighted_experience_ids'],
      [{ highlighted_experience_ids: [levels.public, stranger_experience.id] }, 'highlighted_experience_ids'],
      [{ sharing_parameters: 'everyone' }, 'sharing_parameters'],
      // No public page shows a portrait.
      [{ sharing_parameters: 'public' }, 'sharing_parameters'],
      [{ sharing_parameters: 'group', group_ids: [] }, 'group_ids'],
      [{ group_ids: [world.mistral.group.id] }, 'group_ids'],
    ];
    for (const [portrait, field] of cases) {
      const { status, body } = await save(author, portrait);
      expect(status, JSON.stringify(portrait)).toBe(422);
      expect(Object.keys(body.errors), JSON.stringify(portrait)).toContain(field);
    }
    // A classmate's experience is not the author's to put forward.
    const theirs = await createExperience(api.db, { userId: classmate.id, communityId: world.demo.community.id, sharingParameters: 'public' });
    expect((await save(author, { highlighted_experience_ids: [theirs.id] })).status).toBe(422);
    expect((await read(author)).body).toEqual(before);
  });

  it('writes a first portrait from the defaults, keeping what the request leaves out', async () => {
    const learner = await createUser(api.db, { communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const me = await actor(learner, world.demo.host);
    const first = await save(me, { about: 'Bonjour' }, me.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ about: 'Bonjour', sharing_parameters: 'private', highlighted_experience_ids: [] });
    const second = await save(me, { sharing_parameters: 'community' }, me.id);
    expect(second.body.data).toMatchObject({ about: 'Bonjour', sharing_parameters: 'community' });
    expect((await read(classmate, me.id)).status).toBe(200);
  });

  it('refuses a deactivated author', async () => {
    const learner = await createUser(api.db, { communityIds: [world.demo.community.id] });
    const me = await actor(learner, world.demo.host);
    await api.db.update(users).set({ active: false }).where(eq(users.id, learner.id));
    const { status, body } = await save(me, { about: 'Encore là' }, me.id);
    expect(status).toBe(403);
    expect(body.error.code).toBe('ACCOUNT_DEACTIVATED');
  });
});

describe("a portrait's Open Badges, shown by the learner's choice", () => {
  it('shows none until the learner chooses to, then their live ones of this community, to whoever may read the portrait', async () => {
    const learner = await createUser(api.db, { communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const me = await actor(learner, world.demo.host);
    const kept = await issueCertifiedCredential(api, { userId: learner.id, communityId: world.demo.community.id, description: 'Tutored two classmates in maths.' });
    const withdrawn = await issueCertifiedCredential(api, { userId: learner.id, communityId: world.demo.community.id, description: 'Ran the school radio.' });
    await revokeCredentialForCertification(api.db, withdrawn.certification.id);
    // Another learner's badge never shows on this portrait.
    await issueCertifiedCredential(api, { userId: classmate.id, communityId: world.demo.community.id, description: 'Not mine.' });

    const shared = await save(me, { sharing_parameters: 'community' }, me.id);
    expect(shared.body.data).toMatchObject({ show_badges: false, badges: [] });
    expect((await read(classmate, me.id)).body.data).toMatchObject({ show_badges: false, badges: [] });

    const shown = await save(me, { show_badges: true }, me.id);
    expect(shown.status).toBe(200);
    const badges = [{ public_id: kept.publicId, name: 'Tutored two classmates in maths.' }];
    expect(shown.body.data).toMatchObject({ show_badges: true, badges });
    expect((await read(classmate, me.id)).body.data.badges).toEqual(badges);

    // Private again: nobody else reads the portrait, badges or not.
    await save(me, { sharing_parameters: 'private' }, me.id);
    expect((await read(classmate, me.id)).status).toBe(404);

    const hidden = await save(me, { show_badges: false }, me.id);
    expect(hidden.body.data).toMatchObject({ show_badges: false, badges: [] });
  });

  it('refuses a show_badges that is not a boolean, and changes nothing', async () => {
    const learner = await createUser(api.db, { communityIds: [world.demo.community.id] });
    const me = await actor(learner, world.demo.host);
    for (const value of ['yes', 1, null]) {
      const res = await save(me, { show_badges: value }, me.id);
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('show_badges');
    }
    expect((await read(me, me.id)).body.data).toMatchObject({ show_badges: false, updated_at: null });
  });
});
