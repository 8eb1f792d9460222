import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications } from '@/server/db/schema';
import { createExperience, createGroup, createStory, createUser } from '@/server/seed/fixtures';
import { memberText, searchMembers } from '@/server/modules/members/member-search';
import { inTransaction } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { countingDb } from '../support/counting-db';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let admin: Actor;
let groupAdmin: Actor;
let learner: Actor;
let atelier: Awaited<ReturnType<typeof createGroup>>;
let busy: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  // Lower-case last names besides "demo": the same order under any collation.
  atelier = await createGroup(api.db, demo.community.id, { name: 'Atelier' });
  const keeper = await createUser(api.db, { email: 'keeper@demo.test', firstname: 'Gaëlle', lastname: 'gardien', communityIds: [demo.community.id], groupIds: [atelier.id], groupAdmin: true });
  busy = await createUser(api.db, { email: 'busy@demo.test', firstname: 'Zoé', lastname: 'active', communityIds: [demo.community.id], groupIds: [atelier.id, demo.group.id] });
  for (let i = 0; i < 3; i++) {
    const e = await createExperience(api.db, { userId: busy.id, communityId: demo.community.id });
    if (i === 0) await api.db.insert(certifications).values({ experienceId: e.id, certificatorName: 'T', certificatorEmail: 't@demo.test' });
  }
  await createStory(api.db, { userId: busy.id, communityId: demo.community.id });
  // Their items in another community count for that community only.
  await createExperience(api.db, { userId: mistral.learner.id, communityId: mistral.community.id });
  await createUser(api.db, { email: 'off@demo.test', firstname: '100%_off', lastname: 'ferme', communityIds: [demo.community.id], active: false });
  await createUser(api.db, { email: 'wait@demo.test', firstname: 'Attente', lastname: 'pending', communityIds: [demo.community.id], status: 'pending', password: null });
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  admin = await sign(demo.admin.email, demo.host);
  groupAdmin = await sign(keeper.email, demo.host);
  learner = await sign(demo.learner.email, demo.host);
});
afterAll(() => api.close());

const search = async (actor: Actor, query: Record<string, string> = {}) => {
  const res = await api.request(`/v2/users/search_users?${new URLSearchParams({ page: '0', view_option: 'with_statistics', ...query })}`, { host: actor.host, token: actor.token });
  return { status: res.status, body: await res.json() };
};
const names = (body: any) => body.data.paginated_results.map((m: any) => m.email);

describe('GET /v2/users/search_users', () => {
  it('gives a community admin every member with label, groups, rights and statistics of this community', async () => {
    const { status, body } = await search(admin);
    expect(status).toBe(200);
    expect(body.data.total_pages.pages).toBe(1);
    expect(names(body)).toEqual(['busy@demo.test', 'admin@demo.test', 'learner@demo.test', 'peer@demo.test', 'off@demo.test', 'keeper@demo.test', 'wait@demo.test']);
    const zoe = body.data.paginated_results[0];
    expect(zoe).toMatchObject({
      id: busy.id,
      label: 'active',
      community_admin: false,
      group_admin: false,
      groups: [{ id: atelier.id, name: 'Atelier' }, { id: world.demo.group.id, name: 'Seconde demo' }],
      statistics: { experiences: 3, stories: 1, certified_experiences: 1 },
    });
    const labels = Object.fromEntries(body.data.paginated_results.map((m: any) => [m.email, m.label]));
    expect(labels).toMatchObject({ 'off@demo.test': 'disabled', 'wait@demo.test': 'pending', 'admin@demo.test': 'active' });
  });

  it('searches every word in first name, last name or address, with % and _ taken literally', async () => {
    expect(names((await search(admin, { search: 'zoé act' })).body)).toEqual(['busy@demo.test']);
    expect(names((await search(admin, { search: '100%_' })).body)).toEqual(['off@demo.test']);
    expect(names((await search(admin, { search: '%' })).body)).toEqual(['off@demo.test']);
    expect(names((await search(admin, { search: 'nobody' })).body)).toEqual([]);
  });

  it('sorts by a statistic or the status, in either direction', async () => {
    const byExperiences = names((await search(admin, { order_by: 'experiences', order_dir: 'desc' })).body);
    expect(byExperiences[0]).toBe('busy@demo.test');
    const byStatus = names((await search(admin, { order_by: 'status', order_dir: 'asc' })).body);
    expect(byStatus.slice(0, 2)).toEqual(['off@demo.test', 'wait@demo.test']);
    const byEmail = names((await search(admin, { order_by: 'email', order_dir: 'desc' })).body);
    expect(byEmail).toEqual([...byEmail].sort().reverse());
  });

  it('orders by each statistic the same whether or not words narrow the search (two ways of counting)', async () => {
    // "demo.test" is in every address of this community: the same members, counted per match
    // (with words) or in one grouped pass (without).
    for (const order_by of ['experiences', 'stories', 'certified', 'last_activity']) {
      for (const order_dir of ['asc', 'desc']) {
        const without = names((await search(admin, { order_by, order_dir })).body);
        const withWords = names((await search(admin, { order_by, order_dir, search: 'demo.test' })).body);
        expect(withWords, `${order_by} ${order_dir}`).toEqual(without);
        expect(without).toHaveLength(7);
      }
    }
    for (const order_by of ['experiences', 'stories', 'certified']) {
      expect(names((await search(admin, { order_by, order_dir: 'desc' })).body)[0], order_by).toBe('busy@demo.test');
      expect(names((await search(admin, { order_by, order_dir: 'asc' })).body).at(-1), order_by).toBe('busy@demo.test');
    }
  });

  it('looks words up through the trigram index, so a search does not read every member', async () => {
    // Forbidding sequential scans shows whether the index can answer the search's expression at
    // all: were memberText and users_search_idx to drift apart, the plan would fall back to a scan.
    const plan = await inTransaction(api.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(sql`explain select u.id from users u where ${memberText} ilike '%zoé%'`);
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('users_search_idx');
  });

  it("limits a group admin to their groups' members, and to their own groups", async () => {
    const { body } = await search(groupAdmin);
    expect(names(body).sort()).toEqual(['busy@demo.test', 'keeper@demo.test']);
    expect((await search(groupAdmin, { group_id: String(world.demo.group.id) })).status).toBe(403);
    expect(names((await search(admin, { group_id: String(atelier.id) })).body).sort()).toEqual(['busy@demo.test', 'keeper@demo.test']);
  });

  it("refuses learners (403) and another community's group (404), and bad parameters (422)", async () => {
    expect((await search(learner)).status).toBe(403);
    expect((await search(admin, { group_id: String(world.mistral.group.id) })).status).toBe(404);
    expect((await search(admin, { order_by: 'password' })).status).toBe(422);
    expect((await search(admin, { order_dir: 'up' })).status).toBe(422);
    expect((await search(admin, { search: 'x'.repeat(101) })).status).toBe(422);
    // Hostile text reaches the SQL as an admin's search: refused or answered, never a 500.
    expect((await search(admin, { search: 'a\u0000b' })).status).toBe(422);
    expect((await search(admin, { search: "\uD800 ' \\ ; --" })).status).toBe(200);
  });

  it('costs two statements per page at most, however many members and items: one when words narrow it', async () => {
    const base = { communityId: world.demo.community.id, groupId: null, withinGroupIds: null, orderBy: 'certified' as const, orderDir: 'desc' as const, page: 0 };
    const statements = async (query: typeof base & { search: string }) => {
      const counting = countingDb(api.db);
      const page = await searchMembers(counting.db, query);
      return { statements: counting.queries(), rows: page.paginatedResults.length, pages: page.totalPages.pages };
    };
    // Without words: the page, and the count of the community's memberships beside it.
    expect(await statements({ ...base, search: '' })).toEqual({ statements: 2, rows: 7, pages: 1 });
    // With words: the page counts its own matches…
    expect(await statements({ ...base, search: 'demo.test' })).toEqual({ statements: 1, rows: 7, pages: 1 });
    expect(await statements({ ...base, search: 'nobody' })).toEqual({ statements: 1, rows: 0, pages: 0 });
    // …except past the last page, where no row is left to carry the count.
    expect(await statements({ ...base, search: 'demo.test', page: 3 })).toEqual({ statements: 2, rows: 0, pages: 1 });
  });
});
