import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groupMemberships, users } from '@/server/db/schema';
import { createGroup, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let admin: Actor;
let keeper: Actor;
let keeperId: number;
let learner: Actor;
let atelier: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  atelier = await createGroup(api.db, demo.community.id, { name: 'Atelier' });
  const groupAdmin = await createUser(api.db, { email: 'keeper@demo.test', communityIds: [demo.community.id], groupIds: [atelier.id], groupAdmin: true });
  keeperId = groupAdmin.id;
  const sign = async (email: string) => ({ token: (await login(api, email, demo.host)).token, host: demo.host });
  admin = await sign(demo.admin.email);
  keeper = await sign(groupAdmin.email);
  learner = await sign(demo.learner.email);
});
afterAll(() => api.close());

const call = async (actor: Actor, method: string, path: string, json?: unknown) => {
  const res = await api.request(path, { method, host: actor.host, token: actor.token, json });
  return { status: res.status, body: await res.json().catch(() => null) };
};
const learnerOf = (groupIds: number[]) => createUser(api.db, { communityIds: [world.demo.community.id], groupIds });
const logOf = async (subjectId: number) => (await api.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id)).map((r) => r.action);

describe('PUT /v2/users/deactivate and /v2/users/activate', () => {
  it("ends a deactivated person's writes at once, logs it, and undoes it with activate", async () => {
    const person = await learnerOf([world.demo.group.id]);
    const session = { token: (await login(api, person.email, world.demo.host)).token, host: world.demo.host };
    // The session is cached now: the deactivation must reach it anyway.
    expect((await call(session, 'PUT', `/v2/users/${person.id}`, { user: { firstname: 'Avant' } })).status).toBe(200);
    const off = await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [person.id] });
    expect(off).toEqual({ status: 200, body: { data: { user_ids: [person.id] } } });
    const refused = await call(session, 'PUT', `/v2/users/${person.id}`, { user: { firstname: 'Après' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_DEACTIVATED');
    // Asked again: nothing changes, nothing is logged twice.
    expect((await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [person.id] })).body.data.user_ids).toEqual([]);
    expect((await call(admin, 'PUT', '/v2/users/activate', { user_ids: [person.id] })).body.data.user_ids).toEqual([person.id]);
    expect((await call(session, 'PUT', `/v2/users/${person.id}`, { user: { firstname: 'Revenu' } })).status).toBe(200);
    expect(await logOf(person.id)).toEqual(['deactivated', 'activated']);
  });

  it('refuses one\'s own account, learners, a group admin out of their groups, and other communities', async () => {
    const mine = await learnerOf([atelier.id]);
    const theirs = await learnerOf([world.demo.group.id]);
    expect((await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [world.demo.admin.id] })).body.error.code).toBe('SELF_DEACTIVATION');
    expect((await call(learner, 'PUT', '/v2/users/deactivate', { user_ids: [mine.id] })).status).toBe(403);
    expect((await call(keeper, 'PUT', '/v2/users/deactivate', { user_ids: [mine.id, theirs.id] })).status).toBe(403);
    expect((await call(keeper, 'PUT', '/v2/users/deactivate', { user_ids: [world.demo.admin.id] })).status).toBe(403);
    expect((await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [theirs.id, world.mistral.learner.id] })).status).toBe(404);
    expect((await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [] })).status).toBe(422);
    const [still] = await api.db.select({ active: users.active }).from(users).where(eq(users.id, theirs.id));
    expect(still.active).toBe(true);
    expect((await call(keeper, 'PUT', '/v2/users/deactivate', { user_ids: [mine.id] })).status).toBe(200);
  });
});

describe('POST /v2/move_users', () => {
  it('moves people between groups, keeps their place, logs each with both groups, and moves them back', async () => {
    const a = await learnerOf([world.demo.group.id]);
    const b = await learnerOf([world.demo.group.id]);
    const moved = await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id, b.id], current_group_id: world.demo.group.id, new_group_id: atelier.id });
    expect(moved).toEqual({ status: 200, body: { data: { user_ids: [a.id, b.id], from_group_id: world.demo.group.id, to_group_id: atelier.id } } });
    const [membership] = await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, a.id));
    expect(membership).toMatchObject({ groupId: atelier.id, position: 0 });
    const [entry] = await api.db.select().from(auditLog).where(eq(auditLog.subjectId, a.id));
    expect(entry.details).toEqual({ fromGroup: { id: world.demo.group.id, name: 'Seconde demo' }, toGroup: { id: atelier.id, name: 'Atelier' } });
    // The spelling, for the undo.
    expect((await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id, b.id], from_group_id: atelier.id, to_group_id: world.demo.group.id })).status).toBe(200);
    expect((await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, b.id)))[0].groupId).toBe(world.demo.group.id);
  });

  it('refuses someone not in the current group (422), the same group twice (422), a group admin outside both groups (403) and another community (404)', async () => {
    const a = await learnerOf([atelier.id]);
    expect((await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id], current_group_id: world.demo.group.id, new_group_id: atelier.id })).status).toBe(422);
    expect((await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id], current_group_id: atelier.id, new_group_id: atelier.id })).status).toBe(422);
    expect((await call(keeper, 'POST', '/v2/move_users', { user_ids: [a.id], current_group_id: atelier.id, new_group_id: world.demo.group.id })).status).toBe(403);
    expect((await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id], current_group_id: atelier.id, new_group_id: world.mistral.group.id })).status).toBe(404);
    expect((await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, a.id)))[0].groupId).toBe(atelier.id);
    expect(await logOf(a.id)).toEqual([]);
  });
});

describe('POST /v2/move_users with both spellings of a group', () => {
  const third = () => createGroup(api.db, world.demo.community.id, { name: 'Troisième' });

  it('refuses spellings that disagree with 422 naming the field, and moves no one', async () => {
    const other = await third();
    const a = await learnerOf([world.demo.group.id]);
    const from = world.demo.group.id;
    const disagreeing = [
      [{ current_group_id: from, from_group_id: atelier.id, new_group_id: other.id }, 'from_group_id'],
      [{ current_group_id: from, new_group_id: atelier.id, to_group_id: other.id }, 'to_group_id'],
    ] as const;
    for (const [groups, field] of disagreeing) {
      const refused = await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id], ...groups });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    expect((await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, a.id))).map((m) => m.groupId)).toEqual([from]);
    expect(await logOf(a.id)).toEqual([]);
  });

  it('takes both spellings when they name the same groups', async () => {
    const a = await learnerOf([world.demo.group.id]);
    const both = { current_group_id: world.demo.group.id, from_group_id: world.demo.group.id, new_group_id: atelier.id, to_group_id: atelier.id };
    const moved = await call(admin, 'POST', '/v2/move_users', { user_ids: [a.id], ...both });
    expect(moved).toEqual({ status: 200, body: { data: { user_ids: [a.id], from_group_id: world.demo.group.id, to_group_id: atelier.id } } });
  });
});

describe('PUT /v2/user_permissions/{id}', () => {
  it('lets a community admin grant and remove both flags, logging before and after', async () => {
    const person = await learnerOf([world.demo.group.id]);
    const granted = await call(admin, 'PUT', `/v2/user_permissions/${person.id}`, { user: { community_admin: true, group_admin: true } });
    expect(granted).toEqual({ status: 200, body: { data: { id: person.id, community_admin: true, group_admin: true, teacher: false } } });
    expect((await call(admin, 'PUT', `/v2/user_permissions/${person.id}`, { user: { community_admin: false } })).body.data).toEqual({ id: person.id, community_admin: false, group_admin: true, teacher: false });
    const entries = await api.db.select().from(auditLog).where(eq(auditLog.subjectId, person.id)).orderBy(auditLog.id);
    expect(entries.map((e) => e.details)).toEqual([
      { before: { communityAdmin: false, groupAdmin: false, teacher: false }, after: { communityAdmin: true, groupAdmin: true, teacher: false } },
      { before: { communityAdmin: true, groupAdmin: true, teacher: false }, after: { communityAdmin: false, groupAdmin: true, teacher: false } },
    ]);
  });

  it('lets a group admin name group admins in their groups only, never community admins, and nobody change their own', async () => {
    const mine = await learnerOf([atelier.id]);
    expect((await call(keeper, 'PUT', `/v2/user_permissions/${mine.id}`, { user: { group_admin: true } })).status).toBe(200);
    expect((await call(keeper, 'PUT', `/v2/user_permissions/${mine.id}`, { user: { community_admin: true } })).status).toBe(403);
    expect((await call(keeper, 'PUT', `/v2/user_permissions/${world.demo.learner.id}`, { user: { group_admin: true } })).status).toBe(403);
    expect((await call(keeper, 'PUT', `/v2/user_permissions/${keeperId}`, { user: { group_admin: false } })).body.error.code).toBe('SELF_PERMISSIONS');
    expect((await call(admin, 'PUT', `/v2/user_permissions/${world.mistral.learner.id}`, { user: { group_admin: true } })).status).toBe(404);
    expect((await call(admin, 'PUT', `/v2/user_permissions/${mine.id}`, { user: {} })).status).toBe(422);
  });
});

describe('PUT /v2/user_permissions/{id} with teacher', () => {
  const teachersFor = async (actor: Actor, learnerId: number) =>
    ((await call(actor, 'GET', `/v2/teachers?teacher[community_id]=${world.demo.community.id}&teacher[student_id]=${learnerId}`)).body.data as { id: number | null }[]).map((t) => t.id);

  it('a community admin marks a member as a teacher, who then is among the teachers a learner may ask; and unmarks them', async () => {
    const person = await learnerOf([world.demo.group.id]);
    expect(await teachersFor(learner, world.demo.learner.id)).not.toContain(person.id);
    const marked = await call(admin, 'PUT', `/v2/user_permissions/${person.id}`, { user: { teacher: true } });
    expect(marked).toEqual({ status: 200, body: { data: { id: person.id, community_admin: false, group_admin: false, teacher: true } } });
    expect(await teachersFor(learner, world.demo.learner.id)).toContain(person.id);
    const listed = await call(admin, 'GET', `/v2/users/search_users?page=0&view_option=with_statistics&search=${encodeURIComponent(person.email)}`);
    expect(listed.body.data.paginated_results[0]).toMatchObject({ id: person.id, teacher: true });
    expect((await call(admin, 'PUT', `/v2/user_permissions/${person.id}`, { user: { teacher: false } })).body.data.teacher).toBe(false);
    expect(await teachersFor(learner, world.demo.learner.id)).not.toContain(person.id);
    const [, unmarked] = await api.db.select().from(auditLog).where(eq(auditLog.subjectId, person.id)).orderBy(auditLog.id);
    expect(unmarked.details).toEqual({ before: { communityAdmin: false, groupAdmin: false, teacher: true }, after: { communityAdmin: false, groupAdmin: false, teacher: false } });
  });

  it('only a community admin marks teachers (a group admin gets 403, changing nothing); an admin may mark themselves, though not change their own admin rights', async () => {
    const mine = await learnerOf([atelier.id]);
    const refused = await call(keeper, 'PUT', `/v2/user_permissions/${mine.id}`, { user: { teacher: true } });
    expect(refused.status).toBe(403);
    expect((await api.db.select({ isTeacher: users.isTeacher }).from(users).where(eq(users.id, mine.id)))[0].isTeacher).toBe(false);
    expect((await call(admin, 'PUT', `/v2/user_permissions/${world.demo.admin.id}`, { user: { teacher: true } })).body.data.teacher).toBe(true);
    expect((await call(admin, 'PUT', `/v2/user_permissions/${world.demo.admin.id}`, { user: { teacher: true, group_admin: false } })).body.error.code).toBe('SELF_PERMISSIONS');
    expect((await call(admin, 'PUT', `/v2/user_permissions/${world.demo.admin.id}`, { user: { teacher: false } })).body.data.teacher).toBe(false);
  });
});

describe('GET /v2/audit_log', () => {
  it('shows community admins their community\'s log, newest first, with who, what and whom; nobody else', async () => {
    const person = await learnerOf([world.demo.group.id]);
    await call(admin, 'PUT', '/v2/users/deactivate', { user_ids: [person.id] });
    const { status, body } = await call(admin, 'GET', '/v2/audit_log?page=0');
    expect(status).toBe(200);
    expect(body.data.paginated_results[0]).toMatchObject({
      action: 'deactivated',
      actor: { id: world.demo.admin.id, name: 'Admin demo' },
      subject: { id: person.id, name: `${person.firstname} ${person.lastname}` },
      details: {},
    });
    const ids = body.data.paginated_results.map((e: any) => e.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    expect((await call(keeper, 'GET', '/v2/audit_log?page=0')).status).toBe(403);
    const mistralAdmin = { token: (await login(api, world.mistral.admin.email, world.mistral.host)).token, host: world.mistral.host };
    expect((await call(mistralAdmin, 'GET', '/v2/audit_log?page=0')).body.data.paginated_results).toEqual([]);
  });
});
