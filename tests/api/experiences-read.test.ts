import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createGroup, createUser } from '@/server/seed/fixtures';
import { certifications, groupMemberships, microRecognitions } from '@/server/db/schema';
import { loadExperiences } from '@/server/modules/experiences/serializer';
import { startTestApi, type TestApi } from '../support/api-harness';
import { countingDb } from '../support/counting-db';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let actors: Record<'author' | 'sameGroup' | 'otherGroup' | 'noSharedGroup' | 'admin' | 'otherCommunity' | 'otherCommunityAdmin', Actor>;
let items: Record<'private' | 'groupFallback' | 'groupExplicit' | 'community' | 'public', { id: number; publicToken: string }>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  // The author is in the main group (with the peer) and in a second one (with the outsider);
  // a stranger is in a third group only, sharing none with the author.
  const otherGroup = await createGroup(api.db, demo.community.id, { name: 'Seconde B' });
  const thirdGroup = await createGroup(api.db, demo.community.id, { name: 'Seconde C' });
  const outsider = await createUser(api.db, { email: 'outsider@demo.test', communityIds: [demo.community.id], groupIds: [otherGroup.id] });
  const stranger = await createUser(api.db, { email: 'stranger@demo.test', communityIds: [demo.community.id], groupIds: [thirdGroup.id] });
  await api.db.insert(groupMemberships).values({ userId: demo.learner.id, groupId: otherGroup.id, position: 1 });
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  actors = {
    author: await sign(demo.learner.email, demo.host),
    sameGroup: await sign(demo.peer.email, demo.host),
    otherGroup: await sign(outsider.email, demo.host),
    noSharedGroup: await sign(stranger.email, demo.host),
    admin: await sign(demo.admin.email, demo.host),
    otherCommunity: await sign(mistral.learner.email, mistral.host),
    otherCommunityAdmin: await sign(mistral.admin.email, mistral.host),
  };
  const make = (sharingParameters: 'private' | 'group' | 'community' | 'public', groupIds: number[] = []) =>
    createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters, groupIds, description: `${sharingParameters} item` });
  items = {
    private: await make('private'),
    groupFallback: await make('group'),
    groupExplicit: await make('group', [otherGroup.id]),
    community: await make('community'),
    public: await make('public'),
  };
});
afterAll(() => api.close());

const getById = (id: number | string, actor?: Actor, host = actor?.host ?? world.demo.host) =>
  api.request(`/v2/experiences/${id}`, { host, token: actor?.token });

describe('GET /v2/experiences/{id}: who sees what', () => {
  // 200: visible; 404: does not exist for that reader. groupFallback has no group picked, so
  // it goes to the author's own groups (main and other); groupExplicit to the other group only.
  const matrix = {
    private: { author: 200, sameGroup: 404, otherGroup: 404, noSharedGroup: 404, admin: 404, otherCommunity: 404, otherCommunityAdmin: 404 },
    groupFallback: { author: 200, sameGroup: 200, otherGroup: 200, noSharedGroup: 404, admin: 200, otherCommunity: 404, otherCommunityAdmin: 404 },
    groupExplicit: { author: 200, sameGroup: 404, otherGroup: 200, noSharedGroup: 404, admin: 200, otherCommunity: 404, otherCommunityAdmin: 404 },
    community: { author: 200, sameGroup: 200, otherGroup: 200, noSharedGroup: 200, admin: 200, otherCommunity: 404, otherCommunityAdmin: 404 },
    public: { author: 200, sameGroup: 200, otherGroup: 200, noSharedGroup: 200, admin: 200, otherCommunity: 404, otherCommunityAdmin: 404 },
  } as const;

  for (const [item, expectations] of Object.entries(matrix)) {
    for (const [actor, status] of Object.entries(expectations)) {
      it(`${item} experience → ${actor}: ${status}`, async () => {
        const { id } = items[item as keyof typeof items];
        const res = await getById(id, actors[actor as keyof typeof actors]);
        const body = await res.json();
        expect(res.status, JSON.stringify(body)).toBe(status);
        if (status === 200) expect(body.data).toMatchObject({ id, type: 'Experience', description: `${item === 'groupFallback' || item === 'groupExplicit' ? 'group' : item} item` });
        else expect(body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
      });
    }
  }

  it('answers 401 to a reader who is not signed in, whatever the level', async () => {
    for (const { id } of Object.values(items)) {
      const res = await getById(id);
      expect(res.status).toBe(401);
    }
  });

  it("answers another community's experience exactly like one that does not exist", async () => {
    const foreign = await getById(items.public.id, actors.otherCommunity);
    const missing = await getById(9_999_999, actors.otherCommunity);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
  });

  it.each(['abc', '1.5', '-1', '0x1', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect((await getById(id, actors.author)).status).toBe(404);
  });

  it('gives the public token to the author and on public items only', async () => {
    const read = async (id: number, actor: Actor) => (await (await getById(id, actor)).json()).data.public_token;
    expect(await read(items.private.id, actors.author)).toBe(items.private.publicToken);
    expect(await read(items.community.id, actors.author)).toBe(items.community.publicToken);
    expect(await read(items.community.id, actors.sameGroup)).toBeNull();
    expect(await read(items.groupFallback.id, actors.admin)).toBeNull();
    expect(await read(items.public.id, actors.sameGroup)).toBe(items.public.publicToken);
  });
});

describe('GET /v2/experiences/public_experience?public_token=', () => {
  const byToken = (token: string, host = world.demo.host, authToken?: string) =>
    api.request(`/v2/experiences/public_experience?public_token=${encodeURIComponent(token)}`, { host, token: authToken });

  it('answers a public experience to a reader who is not signed in, without e-mail addresses', async () => {
    await api.db.insert(certifications).values({ experienceId: items.public.id, certificatorName: 'Mme Tuteur', certificatorEmail: 'tuteur@demo.test' });
    const res = await byToken(items.public.publicToken);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: items.public.id, sharing_parameters: 'public', public_token: items.public.publicToken });
    expect(data.certification_attributes[0].certificator_attributes).toEqual({ name: 'Mme Tuteur', email: null });
    expect(JSON.stringify(data)).not.toContain('@demo.test');
  });

  it('answers it on a host without a community too', async () => {
    expect((await byToken(items.public.publicToken, 'localhost:3000')).status).toBe(200);
  });

  it.each(['private', 'groupFallback', 'community'] as const)('answers 404 for the token of a %s experience', async (item) => {
    const res = await byToken(items[item].publicToken);
    expect(res.status).toBe(404);
    // Not even its author opens it this way: the public page is for public items.
    expect((await byToken(items[item].publicToken, world.demo.host, actors.author.token)).status).toBe(404);
  });

  it("answers 404 on another community's host, signed in there or not", async () => {
    expect((await byToken(items.public.publicToken, world.mistral.host)).status).toBe(404);
    expect((await byToken(items.public.publicToken, world.mistral.host, actors.otherCommunity.token)).status).toBe(404);
    expect((await byToken(items.public.publicToken, 'unknown-school.localhost:3000')).status).toBe(404);
  });

  it('answers 404 for an unknown token and 422 without one', async () => {
    expect((await byToken('no-such-token')).status).toBe(404);
    const res = await api.request('/v2/experiences/public_experience', { host: world.demo.host });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { public_token: [expect.any(String)] } });
  });
});

describe('GET /v2/experiences (own journal)', () => {
  let author: Actor;
  let ids: number[];
  beforeAll(async () => {
    const { demo } = world;
    const user = await createUser(api.db, { email: 'prolific@demo.test', communityIds: [demo.community.id], groupIds: [demo.group.id] });
    author = { token: (await login(api, user.email, demo.host)).token, host: demo.host };
    ids = [];
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25; i++) {
      const at = new Date(start + i * 3600_000);
      ids.push((await createExperience(api.db, { userId: user.id, communityId: demo.community.id, createdAt: at, description: `n°${i}`, sharingParameters: 'community' })).id);
    }
  });

  const page = (actor: Actor, query = '') => api.request(`/v2/experiences${query}`, { host: actor.host, token: actor.token });

  it('answers 20 of the caller’s experiences per page, newest first, with the page count', async () => {
    const first = await page(author);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.data.total_pages).toEqual({ pages: 2 });
    expect(body.data.paginated_results.map((e: any) => e.id)).toEqual([...ids].reverse().slice(0, 20));
    const second = (await (await page(author, '?page=1')).json()).data;
    expect(second.paginated_results.map((e: any) => e.id)).toEqual([...ids].reverse().slice(20));
    expect(second.total_pages).toEqual({ pages: 2 });
    const beyond = (await (await page(author, '?page=7')).json()).data;
    expect(beyond).toEqual({ paginated_results: [], total_pages: { pages: 2 } });
  });

  it("lists only the caller's own experiences of this community", async () => {
    const mine = (await (await page(actors.author)).json()).data.paginated_results.map((e: any) => e.id).sort();
    expect(mine).toEqual(Object.values(items).map((i) => i.id).sort());
    const foreign = (await (await page(actors.otherCommunity)).json()).data;
    expect(foreign).toEqual({ paginated_results: [], total_pages: { pages: 0 } });
  });

  it.each(['?page=-1', '?page=abc', '?page=1.5', '?page='])('answers 422 for %s', async (query) => {
    const res = await page(author, query);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { page: [expect.any(String)] } });
  });

  it('answers 401 without a session', async () => {
    expect((await api.request('/v2/experiences', { host: world.demo.host })).status).toBe(401);
  });
});

describe('GET /v2/experience_pictures/{id}', () => {
  it('answers {url, width, height} to whoever may see the experience, 404 otherwise', async () => {
    const ok = await api.request(`/v2/experience_pictures/${items.community.id}`, { host: actors.sameGroup.host, token: actors.sameGroup.token });
    expect(ok.status).toBe(200);
    // Fixture experiences have no picture.
    expect(await ok.json()).toEqual({ data: { url: null, width: null, height: null } });
    const hidden = await api.request(`/v2/experience_pictures/${items.private.id}`, { host: actors.sameGroup.host, token: actors.sameGroup.token });
    expect(hidden.status).toBe(404);
    const foreign = await api.request(`/v2/experience_pictures/${items.public.id}`, { host: actors.otherCommunity.host, token: actors.otherCommunity.token });
    expect(foreign.status).toBe(404);
  });
});

describe('loading a page of experiences (experience-serializer)', () => {


  it('uses the same few queries for 1 experience as for 20, with everything a card shows', async () => {
    const { demo } = world;
    const rich: number[] = [];
    for (let i = 0; i < 20; i++) {
      const e = await createExperience(api.db, {
        userId: demo.learner.id,
        communityId: demo.community.id,
        sharingParameters: 'community',
        groupIds: [demo.group.id],
        tags: [`tag-a-${i % 3}`, `tag-b-${i % 5}`],
        skills: [{ name: 'Oral', level: 1, skillsAttributes: [{ name: 'Débat', level: 2 }] }, { name: 'Écrit', level: 3 }],
        address: { city: 'Marseille', country: 'France', latitude: '43.29', longitude: '5.37' },
      });
      rich.push(e.id);
      await api.db.insert(certifications).values({ experienceId: e.id, certificatorName: 'T', certificatorEmail: 't@demo.test' });
      await api.db.insert(microRecognitions).values([
        { communityId: demo.community.id, experienceId: e.id, teacherEmail: 'old@demo.test', status: 'student_action', createdAt: new Date(Date.UTC(2026, 0, 1)) },
        { communityId: demo.community.id, experienceId: e.id, teacherEmail: 'new@demo.test', status: 'pending', createdAt: new Date(Date.UTC(2026, 1, 1)) },
      ]);
    }
    const viewer = { userId: demo.peer.id, communityId: demo.community.id, communityAdmin: false };

    const one = countingDb(api.db);
    const single = await loadExperiences(one.db, rich.slice(0, 1), viewer);
    const twenty = countingDb(api.db);
    const page = await loadExperiences(twenty.db, rich, viewer);

    expect(single).toHaveLength(1);
    expect(page.map((e) => e.id)).toEqual(rich);
    expect(twenty.queries()).toBe(one.queries());
    expect(twenty.queries()).toBeLessThanOrEqual(6);

    for (const e of page) {
      expect(e.tagsAttributes).toHaveLength(2);
      expect(e.skillsAttributes.map((s) => [s.name, s.skillsAttributes.map((c) => c.name)])).toEqual([
        ['Oral', ['Débat']],
        ['Écrit', []],
      ]);
      expect(e.groups).toEqual([{ id: demo.group.id, name: demo.group.name }]);
      expect(e.addressAttributes).toMatchObject({ city: 'Marseille', latitude: 43.29, longitude: 5.37 });
      expect(e.certificationAttributes).toHaveLength(1);
      // The latest request only.
      expect(e.microRecognition).toMatchObject({ status: 'pending', teacherable: { email: 'new@demo.test' } });
    }
    expect(await loadExperiences(api.db, [], viewer)).toEqual([]);
  });
});
