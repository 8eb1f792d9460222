import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let admin: Actor;
let learner: Actor;
let mistralAdmin: Actor;
let extraGroup: Awaited<ReturnType<typeof createGroup>>;
/** The demo community's members, in the order the list gives them (last name, first name). */
let expectedOrder: number[];

const MEMBER_KEYS = ['active', 'avatar_url', 'email', 'firstname', 'id', 'lastname', 'status'];

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  extraGroup = await createGroup(api.db, demo.community.id, { name: 'Atelier' });
  // Lower-case last names after "demo": the same order under any collation.
  const extra = [];
  for (let i = 22; i >= 1; i--) {
    const n = String(i).padStart(2, '0');
    extra.push(
      await createUser(api.db, {
        email: `member${n}@demo.test`,
        firstname: 'Camille',
        lastname: `member${n}`,
        communityIds: [demo.community.id],
        groupIds: i <= 3 ? [extraGroup.id] : [],
        ...(i === 1 && { status: 'pending' as const }),
        ...(i === 2 && { active: false }),
      }),
    );
  }
  // In buildTwoCommunities every member's last name is "demo": first names decide (Admin, Learner, Peer).
  expectedOrder = [demo.admin.id, demo.learner.id, demo.peer.id, ...extra.reverse().map((u) => u.id)];
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  admin = await sign(demo.admin.email, demo.host);
  learner = await sign(demo.learner.email, demo.host);
  mistralAdmin = await sign(mistral.admin.email, mistral.host);
});
afterAll(() => api.close());

const get = (path: string, actor?: Actor) => api.request(path, { host: actor?.host ?? world.demo.host, token: actor?.token });

async function expectError(res: Response, status: number, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

describe('GET /v2/users?page&for_dashboard=true&group_id (members)', () => {
  it('answers a community admin the community members by last name then first name, 20 per page', async () => {
    const first = await get('/v2/users?page=0&for_dashboard=true', admin);
    expect(first.status).toBe(200);
    const { data } = await first.json();
    expect(data.total_pages).toEqual({ pages: 2 });
    expect(data.paginated_results.map((m: any) => m.id)).toEqual(expectedOrder.slice(0, 20));
    for (const member of data.paginated_results) expect(Object.keys(member).sort()).toEqual(MEMBER_KEYS);
    expect(data.paginated_results[0]).toEqual({
      id: world.demo.admin.id,
      firstname: 'Admin',
      lastname: 'demo',
      avatar_url: null,
      status: 'accepted',
      active: true,
      email: world.demo.admin.email,
    });

    // Spec §4 labels come from status and active.
    expect(data.paginated_results.find((m: any) => m.lastname === 'member01')).toMatchObject({ status: 'pending', active: true });
    expect(data.paginated_results.find((m: any) => m.lastname === 'member02')).toMatchObject({ status: 'accepted', active: false });

    const second = (await (await get('/v2/users?page=1&for_dashboard=true', admin)).json()).data;
    expect(second.paginated_results.map((m: any) => m.id)).toEqual(expectedOrder.slice(20));
    // Page defaults to 0 and for_dashboard is optional.
    expect((await (await get('/v2/users', admin)).json()).data.paginated_results.map((m: any) => m.id)).toEqual(expectedOrder.slice(0, 20));
  });

  it('answers the members of one group with group_id', async () => {
    const res = await get(`/v2/users?page=0&for_dashboard=true&group_id=${extraGroup.id}`, admin);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.paginated_results.map((m: any) => m.lastname)).toEqual(['member01', 'member02', 'member03']);
    expect(data.total_pages).toEqual({ pages: 1 });
    const main = (await (await get(`/v2/users?group_id=${world.demo.group.id}`, admin)).json()).data;
    expect(main.paginated_results.map((m: any) => m.id)).toEqual([world.demo.admin.id, world.demo.learner.id, world.demo.peer.id]);
  });

  it("never lists another community's members", async () => {
    const { data } = await (await get('/v2/users?page=0&for_dashboard=true', mistralAdmin)).json();
    expect(data.paginated_results.map((m: any) => m.id).sort()).toEqual([world.mistral.learner.id, world.mistral.peer.id, world.mistral.admin.id].sort());
  });

  it('answers 403 to a member who is not a community admin', async () => {
    await expectError(await get('/v2/users?page=0&for_dashboard=true', learner), 403, 'FORBIDDEN');
    await expectError(await get(`/v2/users?group_id=${world.demo.group.id}`, learner), 403, 'FORBIDDEN');
  });

  it("answers 404 for another community's group, an unknown one or a group_id that is not all digits", async () => {
    for (const id of [world.mistral.group.id, 9_999_999, 'abc', '']) {
      await expectError(await get(`/v2/users?page=0&for_dashboard=true&group_id=${id}`, admin), 404, 'NOT_FOUND');
    }
  });

  it.each(['page=-1', 'page=abc', 'for_dashboard=maybe'])('answers 422 for %s', async (query) => {
    const res = await get(`/v2/users?${query}`, admin);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual([query.split('=')[0]]);
  });

  it('answers 401 without a session', async () => {
    await expectError(await get('/v2/users?page=0&for_dashboard=true'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /v2/users/{id}/card', () => {
  it('answers name and avatar of a member of the same community to any member, and nothing more', async () => {
    const res = await get(`/v2/users/${world.demo.peer.id}/card`, learner);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: world.demo.peer.id, firstname: 'Peer', lastname: 'demo', avatar_url: null } });
  });

  it("answers 404 for another community's user, an unknown id or one that is not all digits", async () => {
    for (const id of [world.mistral.learner.id, 9_999_999, 'abc', '1.5']) {
      await expectError(await get(`/v2/users/${id}/card`, learner), 404, 'NOT_FOUND');
    }
    await expectError(await get(`/v2/users/${world.demo.learner.id}/card`, mistralAdmin), 404, 'NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    await expectError(await get(`/v2/users/${world.demo.peer.id}/card`), 401, 'UNAUTHORIZED');
  });
});

describe('GET /v2/groups/{id}?view=group_info', () => {
  it('answers the group to any member of its community', async () => {
    for (const path of [`/v2/groups/${extraGroup.id}?view=group_info`, `/v2/groups/${extraGroup.id}`]) {
      const res = await get(path, learner);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        data: { id: extraGroup.id, name: 'Atelier', description: null, logo_url: null, community_id: world.demo.community.id, tags: [], skills: [] },
      });
    }
  });

  it("answers 404 for another community's group, an unknown id or one that is not all digits", async () => {
    for (const id of [world.mistral.group.id, 9_999_999, 'abc']) await expectError(await get(`/v2/groups/${id}?view=group_info`, learner), 404, 'NOT_FOUND');
    await expectError(await get(`/v2/groups/${world.demo.group.id}?view=group_info`, mistralAdmin), 404, 'NOT_FOUND');
  });

  it('answers 422 for an unknown view and 401 without a session', async () => {
    expect((await get(`/v2/groups/${extraGroup.id}?view=everything`, learner)).status).toBe(422);
    await expectError(await get(`/v2/groups/${extraGroup.id}?view=group_info`), 401, 'UNAUTHORIZED');
  });
});
