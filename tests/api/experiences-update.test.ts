import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createSkill } from '@/server/seed/fixtures';
import { experiences, tags } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, counts, fileOf, patchExperience, postExperience, snapshot, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let author: Actor;
let peer: Actor;
let admin: Actor;
let foreigner: Actor;
let demoSkill: { id: number };
let mistralSkill: { id: number };

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  author = await sign(world.demo.learner.email, world.demo.host);
  peer = await sign(world.demo.peer.email, world.demo.host);
  admin = await sign(world.demo.admin.email, world.demo.host);
  foreigner = await sign(world.mistral.learner.email, world.mistral.host);
  demoSkill = await createSkill(api.db, world.demo.community.id, { name: 'Organisation' });
  mistralSkill = await createSkill(api.db, world.mistral.community.id, { name: 'Organisation' });
});
afterAll(() => api.close());

let pictures = 0;
/** A full experience created through the API, with a picture file of its own (a new size each time). */
async function anExperience(overrides: Record<string, unknown> = {}) {
  const res = await postExperience(
    api,
    author,
    validExperience({
      sharing_parameters: 'community',
      tags_attributes: [{ name: 'Sport' }, { name: 'Club' }],
      skills_attributes: [
        { skill_id: demoSkill.id, name: 'Organisation', level: 1, skills_attributes: [{ name: 'Planning', level: 1, custom: true }] },
        { name: 'Endurance', level: 2, custom: true },
      ],
      address_attributes: { city: 'Marseille', country: 'France' },
      ...overrides,
    }),
    await jpeg(30 + ++pictures, 30),
  );
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

async function ok(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text).data;
}

describe('PATCH /v2/experiences/{id}', () => {
  it('changes the named fields only, and answers the experience', async () => {
    const e = await anExperience();
    const data = await ok(
      await patchExperience(api, author, e.id, { description: 'Nouvelle description', date: '2026-05-01T09:00:00Z', sharing_parameters: 'public', link: { link_url: 'example.org' } }),
    );
    expect(data).toMatchObject({ id: e.id, description: 'Nouvelle description', date: '2026-05-01T09:00:00.000Z', sharing_parameters: 'public', link: { link_url: 'http://example.org' } });
    expect(data.tags_attributes).toEqual(e.tags_attributes);
    expect(data.skills_attributes).toEqual(e.skills_attributes);
    expect(data.address_attributes).toEqual(e.address_attributes);
    expect(data.picture_url).toBe(e.picture_url);
    expect(new Date(data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(e.updated_at).getTime());
  });

  it('clears the link with an empty one', async () => {
    const e = await anExperience({ link: { link_url: 'https://example.org' } });
    expect(e.link).toEqual({ link_url: 'https://example.org' });
    expect((await ok(await patchExperience(api, author, e.id, { link: { link_url: '' } }))).link).toBeNull();
  });

  it('updates the address alone (spec §7), and removes it with null', async () => {
    const e = await anExperience();
    const data = await ok(await patchExperience(api, author, e.id, { address_attributes: { name: 'Le Panier', city: 'Marseille', postcode: '13002', country: 'France', latitude: 43.3, longitude: 5.37 } }));
    expect(data.address_attributes).toEqual({ name: 'Le Panier', city: 'Marseille', postcode: '13002', administrative: null, country: 'France', latitude: 43.3, longitude: 5.37 });
    expect(data.description).toBe(e.description);
    expect(data.tags_attributes).toEqual(e.tags_attributes);
    expect((await ok(await patchExperience(api, author, e.id, { address_attributes: null }))).address_attributes).toBeNull();
  });

  it('appends tags sent alone and answers tags_attributes read back', async () => {
    const e = await anExperience();
    const data = await ok(await patchExperience(api, author, e.id, { tags_attributes: [...e.tags_attributes, { name: 'Compétition' }] }));
    expect(data.tags_attributes.map((t: any) => t.name).sort()).toEqual(['Club', 'Compétition', 'Sport']);
    for (const t of data.tags_attributes) expect(t).toEqual({ id: expect.any(Number), name: expect.any(String), taggable_type: 'Experience' });
    // An existing tag of the community is reused, whatever its case.
    const again = await ok(await patchExperience(api, author, e.id, { tags_attributes: [{ name: 'COMPÉTITION' }] }));
    expect(again.tags_attributes).toEqual(data.tags_attributes);
  });

  it('unlinks a tag marked _destroy and keeps the community tag', async () => {
    const e = await anExperience();
    const sport = e.tags_attributes.find((t: any) => t.name === 'Sport');
    const data = await ok(await patchExperience(api, author, e.id, { tags_attributes: [{ ...sport, _destroy: true }] }));
    expect(data.tags_attributes.map((t: any) => t.name)).toEqual(['Club']);
    expect(await api.db.select().from(tags).where(eq(tags.id, sport.id))).toHaveLength(1);
    // A tag removed by name (never saved on the client) goes too.
    const next = await ok(await patchExperience(api, author, e.id, { tags_attributes: [{ name: 'club', _destroy: true }] }));
    expect(next.tags_attributes).toEqual([]);
  });

  it('updates, removes and creates skills by id and _destroy (nested ones too)', async () => {
    const e = await anExperience();
    const [organisation, endurance] = e.skills_attributes;
    const planning = organisation.skills_attributes[0];
    const data = await ok(
      await patchExperience(api, author, e.id, {
        skills_attributes: [
          { id: organisation.id, skill_id: demoSkill.id, name: 'Organisation', level: 3, skills_attributes: [{ ...planning, _destroy: true }, { name: 'Priorités', level: 2, custom: true }] },
          { id: endurance.id, name: 'Endurance', level: 2, custom: true, _destroy: true },
          { name: 'Persévérance', level: 0, custom: true },
        ],
      }),
    );
    expect(data.skills_attributes.map((s: any) => [s.id === organisation.id, s.name, s.level, s.skills_attributes.map((c: any) => c.name)])).toEqual([
      [true, 'Organisation', 3, ['Priorités']],
      [false, 'Persévérance', 0, []],
    ]);
    // Skills not mentioned stay as they are.
    const kept = await ok(await patchExperience(api, author, e.id, { skills_attributes: [] }));
    expect(kept.skills_attributes).toEqual(data.skills_attributes);
  });

  it('removes a skill with its sub-skills', async () => {
    const e = await anExperience();
    const before = (await counts(api)).experienceSkills;
    const data = await ok(await patchExperience(api, author, e.id, { skills_attributes: [{ ...e.skills_attributes[0], _destroy: true }] }));
    expect(data.skills_attributes.map((s: any) => s.name)).toEqual(['Endurance']);
    expect((await counts(api)).experienceSkills).toBe(before - 2);
  });

  it('replaces the groups with group_ids (strings accepted)', async () => {
    const e = await anExperience();
    const data = await ok(await patchExperience(api, author, e.id, { sharing_parameters: 'group', group_ids: [String(world.demo.group.id)] }));
    expect(data).toMatchObject({ sharing_parameters: 'group', group_ids: [world.demo.group.id] });
    // Leaving "my groups" frees the groups.
    expect((await ok(await patchExperience(api, author, e.id, { sharing_parameters: 'community', group_ids: [] }))).group_ids).toEqual([]);
  });

  it('keeps tags in the order they were typed, appending new ones at the end', async () => {
    const e = await anExperience({ tags_attributes: [{ name: 'Zoologie' }, { name: 'atelier' }, { name: 'Musique' }] });
    expect(e.tags_attributes.map((t: any) => t.name)).toEqual(['Zoologie', 'atelier', 'Musique']);
    const data = await ok(await patchExperience(api, author, e.id, { tags_attributes: [{ name: 'Bricolage' }] }));
    expect(data.tags_attributes.map((t: any) => t.name)).toEqual(['Zoologie', 'atelier', 'Musique', 'Bricolage']);
    const fetched = await ok(await api.request(`/v2/experiences/${e.id}`, { host: author.host, token: author.token }));
    expect(fetched.tags_attributes).toEqual(data.tags_attributes);
  });

  describe('refusals change nothing', () => {
    async function refused(id: number, actor: Actor, body: unknown, status: number, expected?: unknown) {
      const before = await snapshot(api, id);
      const totals = await counts(api);
      const res = await patchExperience(api, actor, id, body);
      const text = await res.text();
      expect(res.status, text).toBe(status);
      if (expected) expect(JSON.parse(text)).toEqual(expected);
      expect(await snapshot(api, id)).toEqual(before);
      expect(await counts(api)).toEqual(totals);
    }

    it('refuses a description of 280 characters', async () => {
      const e = await anExperience();
      await refused(e.id, author, { description: 'x'.repeat(280) }, 422, { errors: { description: [expect.any(String)] } });
    });

    it('refuses a skill without a level, even next to valid changes', async () => {
      const e = await anExperience();
      await refused(e.id, author, { description: 'changed', skills_attributes: [{ name: 'Oral', custom: true }] }, 422, { errors: { 'skills_attributes.0.level': ['Level is required'] } });
    });

    it("refuses another community's skill_id", async () => {
      const e = await anExperience();
      await refused(e.id, author, { skills_attributes: [{ skill_id: mistralSkill.id, name: 'Organisation', level: 1 }] }, 422, {
        errors: { 'skills_attributes.0.skill_id': ['is not a skill of this community'] },
      });
    });

    it("refuses a skill id of another experience (no editing others' rows through one's own)", async () => {
      const mine = await anExperience();
      const other = await createExperience(api.db, { userId: world.demo.peer.id, communityId: world.demo.community.id, skills: [{ name: 'Peer skill', level: 1 }] });
      const [peerSkill] = (await snapshot(api, other.id)).skills;
      const peerBefore = await snapshot(api, other.id);
      await refused(mine.id, author, { skills_attributes: [{ id: peerSkill.id, name: 'Hijacked', level: 0, custom: true }] }, 422, {
        errors: { 'skills_attributes.0.id': ['is not a skill of this experience'] },
      });
      await refused(mine.id, author, { skills_attributes: [{ id: peerSkill.id, name: 'x', level: 0, _destroy: true }] }, 422);
      expect(await snapshot(api, other.id)).toEqual(peerBefore);
    });

    // Issue 8: "Mes groupes" with no group ticked published the item to nobody.
    it('refuses group sharing left with no group, whether the groups or the level change', async () => {
      const shared = await anExperience({ sharing_parameters: 'group', group_ids: [world.demo.group.id] });
      const noGroups = { errors: { group_ids: ['must name at least one group when shared with groups'] } };
      await refused(shared.id, author, { group_ids: [] }, 422, noGroups);
      const open = await anExperience();
      await refused(open.id, author, { sharing_parameters: 'group' }, 422, noGroups);
      await refused(open.id, author, { sharing_parameters: 'group', group_ids: [] }, 422, noGroups);
    });

    it('refuses a group of another community', async () => {
      const e = await anExperience();
      await refused(e.id, author, { group_ids: [world.mistral.group.id] }, 422, { errors: { group_ids: [expect.any(String)] } });
    });

    it('refuses 21 tags in all, keeping the 2 it had', async () => {
      const e = await anExperience();
      await refused(e.id, author, { tags_attributes: Array.from({ length: 19 }, (_, i) => ({ name: `extra ${i}` })) }, 422, {
        errors: { tags_attributes: [expect.any(String)] },
      });
    });

    it('answers 403 to a member who can see it but is not the author, and to the community admin', async () => {
      const e = await anExperience({ sharing_parameters: 'community' });
      await refused(e.id, peer, { description: 'Not mine' }, 403, { error: { code: 'FORBIDDEN', message: expect.any(String) } });
      await refused(e.id, admin, { description: 'Admin edit' }, 403);
      await refused(e.id, peer, { tags_attributes: [{ ...e.tags_attributes[0], _destroy: true }] }, 403);
    });

    it('answers 404 to a member who cannot see it, and to another community', async () => {
      const e = await anExperience({ sharing_parameters: 'private' });
      await refused(e.id, peer, { description: 'Not mine' }, 404, { error: { code: 'NOT_FOUND', message: expect.any(String) } });
      const pub = await anExperience({ sharing_parameters: 'public' });
      await refused(pub.id, foreigner, { description: 'Foreign' }, 404);
    });

    it('answers 400 to malformed JSON and 415 to a multipart body', async () => {
      const e = await anExperience();
      const before = await snapshot(api, e.id);
      const bad = await api.request(`/v2/experiences/${e.id}`, { method: 'PATCH', host: author.host, token: author.token, headers: { 'content-type': 'application/json' }, body: '{"experience":' });
      expect(bad.status).toBe(400);
      const form = new FormData();
      form.append('experience', JSON.stringify({ description: 'x' }));
      const multipart = await api.request(`/v2/experiences/${e.id}`, { method: 'PATCH', host: author.host, token: author.token, body: form });
      expect(multipart.status).toBe(415);
      expect(await snapshot(api, e.id)).toEqual(before);
    });
  });
});

describe('DELETE /v2/experiences/{id}', () => {
  it('deletes the experience and its relations; its picture file goes with the sweep after the grace period (author only)', async () => {
    const e = await anExperience();
    const file = fileOf(e.picture_url);
    expect(await api.storedFiles()).toContain(file);
    const before = await counts(api);
    const res = await api.request(`/v2/experiences/${e.id}`, { method: 'DELETE', host: author.host, token: author.token });
    expect(res.status).toBe(204);
    const after = await counts(api);
    expect(after.experiences).toBe(before.experiences - 1);
    expect(after.experienceTags).toBe(before.experienceTags - 2);
    expect(after.experienceSkills).toBe(before.experienceSkills - 3);
    expect(after.addresses).toBe(before.addresses - 1);
    expect(after.tags).toBe(before.tags);
    expect((await api.request(`/v2/experiences/${e.id}`, { host: author.host, token: author.token })).status).toBe(404);
    expect(await api.storedFiles()).toContain(file);
    await sweepFiles(api, AFTER_GRACE_MS);
    expect(await api.storedFiles()).not.toContain(file);
    expect((await api.request(`/v2/pictures/${file}`)).status).toBe(404);
  });

  it('keeps a picture file that another experience still uses', async () => {
    const picture = await jpeg(77, 77, '#777777');
    const a = (await (await postExperience(api, author, validExperience(), picture)).json()).data;
    const b = (await (await postExperience(api, author, validExperience(), picture)).json()).data;
    expect(a.picture_url).toBe(b.picture_url);
    expect((await api.request(`/v2/experiences/${a.id}`, { method: 'DELETE', host: author.host, token: author.token })).status).toBe(204);
    await sweepFiles(api, AFTER_GRACE_MS);
    expect(await api.storedFiles()).toContain(fileOf(b.picture_url));
    expect((await api.request(`/v2/experiences/${b.id}`, { method: 'DELETE', host: author.host, token: author.token })).status).toBe(204);
    await sweepFiles(api, AFTER_GRACE_MS);
    expect(await api.storedFiles()).not.toContain(fileOf(b.picture_url));
  });

  it.each([
    ['a member who can see it', 'community', () => peer, 403],
    ['the community admin', 'community', () => admin, 403],
    ['a member who cannot see it', 'private', () => peer, 404],
    ['another community', 'public', () => foreigner, 404],
  ] as const)('answers %s with %s, deleting nothing', async (_label, sharing, actor, status) => {
    const e = await anExperience({ sharing_parameters: sharing });
    const before = await snapshot(api, e.id);
    const totals = await counts(api);
    const res = await api.request(`/v2/experiences/${e.id}`, { method: 'DELETE', host: actor().host, token: actor().token });
    expect(res.status).toBe(status);
    expect(await snapshot(api, e.id)).toEqual(before);
    expect(await counts(api)).toEqual(totals);
  });

  it('answers 401 without a session and 404 for an unknown id', async () => {
    const e = await anExperience();
    expect((await api.request(`/v2/experiences/${e.id}`, { method: 'DELETE', host: author.host })).status).toBe(401);
    expect((await api.request('/v2/experiences/9999999', { method: 'DELETE', host: author.host, token: author.token })).status).toBe(404);
    const [row] = await api.db.select().from(experiences).where(eq(experiences.id, e.id));
    expect(row).toBeDefined();
  });
});
