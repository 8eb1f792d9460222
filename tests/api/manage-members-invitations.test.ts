import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groupMemberships, invitations, mailOutbox, users } from '@/server/db/schema';
import { createGroup, createUser } from '@/server/seed/fixtures';
import { BULK_MAX, INVITEE_FIELD_MAX, ZInviteeRow } from '@/lib/shared/validation/manage-members';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let admin: Actor;
let learner: Actor;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  admin = { token: (await login(api, world.demo.admin.email, world.demo.host)).token, host: world.demo.host };
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const post = async (actor: Actor, path: string, rows: unknown[], extra: Record<string, unknown> = {}) => {
  const res = await api.request(path, {
    method: 'POST',
    host: actor.host,
    token: actor.token,
    json: { group_id: world.demo.group.id, community_id: world.demo.community.id, locale: 'en', rows, ...extra },
  });
  return { status: res.status, body: await res.json() };
};
const row = (email: string, firstname = 'Noé', lastname = 'Classe') => ({ email, firstname, lastname });

describe('POST /v2/invitations/preview and /bulk', () => {
  it('classifies a class list without sending anything, then sends only new and reinvited rows, once', async () => {
    await createUser(api.db, { email: 'spent@demo.test', communityIds: [world.demo.community.id], status: 'pending', password: null });
    const rows = [
      row(' New.One@School.test '),
      row('learner@demo.test'),
      row('spent@demo.test'),
      row('learner@mistral.test'),
      row('not-an-address'),
      row('new.one@school.test'),
      row('nofirst@school.test', ' '),
    ];
    const before = (await api.db.select().from(mailOutbox)).length;
    const preview = await post(admin, '/v2/invitations/preview', rows);
    expect(preview.status).toBe(200);
    expect(preview.body.data.map((r: any) => [r.row, r.email, r.status, r.reason])).toEqual([
      [0, 'new.one@school.test', 'new', null],
      [1, 'learner@demo.test', 'member', null],
      [2, 'spent@demo.test', 'reinvite', null],
      [3, 'learner@mistral.test', 'invalid', 'otherCommunity'],
      [4, 'not-an-address', 'invalid', 'email'],
      [5, 'new.one@school.test', 'invalid', 'duplicate'],
      [6, 'nofirst@school.test', 'invalid', 'firstname'],
    ]);
    expect((await api.db.select().from(mailOutbox)).length).toBe(before);
    expect(await api.db.select().from(users).where(eq(users.email, 'new.one@school.test'))).toEqual([]);

    const sent = await post(admin, '/v2/invitations/bulk', rows);
    expect(sent.status).toBe(200);
    expect(sent.body.data.filter((r: any) => r.sent).map((r: any) => r.email)).toEqual(['new.one@school.test', 'spent@demo.test']);
    const mails = await api.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, ['new.one@school.test', 'spent@demo.test']));
    expect(mails.map((m) => [m.recipient, m.kind, m.locale]).sort()).toEqual([
      ['new.one@school.test', 'invitation', 'en'],
      ['spent@demo.test', 'invitation', 'en'],
    ]);
    const [invitee] = await api.db.select().from(users).where(eq(users.email, 'new.one@school.test'));
    expect(await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, invitee.id))).toEqual([{ action: 'invited' }]);

    // Idempotent per address: the same list again mails nobody.
    const again = await post(admin, '/v2/invitations/bulk', rows);
    expect(again.body.data.filter((r: any) => r.sent)).toEqual([]);
    expect(again.body.data[0]).toMatchObject({ status: 'member', sent: false });
    expect(await api.db.select().from(invitations).where(eq(invitations.userId, invitee.id))).toHaveLength(1);
  });

  it('adds a registered member from another group to the chosen one (no mail, an audit record), re-invites a pending one into it, once', async () => {
    const workshop = await createGroup(api.db, world.demo.community.id, { name: 'Atelier théâtre' });
    const registered = await createUser(api.db, { email: 'elsewhere@demo.test', firstname: 'Élise', lastname: 'Ailleurs', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const pendingEmail = 'pending.elsewhere@school.test';
    expect((await post(admin, '/v2/invitations/bulk', [row(pendingEmail)])).body.data[0]).toMatchObject({ status: 'new', sent: true });
    const [pending] = await api.db.select().from(users).where(eq(users.email, pendingEmail));
    const rows = [row('Elsewhere@demo.test', 'Autre', 'Nom'), row(pendingEmail)];
    const toWorkshop = { group_id: workshop.id };
    const summary = (data: any[]) => data.map((r) => [r.email, r.status, r.sent, r.added]);

    // In the group they are in, both are members; in another, the preview says what the send will do.
    expect((await post(admin, '/v2/invitations/preview', rows)).body.data.map((r: any) => r.status)).toEqual(['member', 'member']);
    const preview = await post(admin, '/v2/invitations/preview', rows, toWorkshop);
    expect(preview.body.data.map((r: any) => [r.email, r.status, r.reason])).toEqual([
      ['elsewhere@demo.test', 'addToGroup', null],
      [pendingEmail, 'reinvite', null],
    ]);
    expect(await api.db.select().from(groupMemberships).where(eq(groupMemberships.groupId, workshop.id))).toEqual([]);

    const sent = await post(admin, '/v2/invitations/bulk', rows, toWorkshop);
    expect(sent.status).toBe(200);
    expect(summary(sent.body.data)).toEqual([
      ['elsewhere@demo.test', 'addToGroup', false, true],
      [pendingEmail, 'reinvite', true, false],
    ]);
    // The registered one is in both groups now, the new one last, and got no mail.
    const groupsOf = async (userId: number) =>
      (await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, userId)).orderBy(groupMemberships.position)).map((m) => m.groupId);
    expect(await groupsOf(registered.id)).toEqual([world.demo.group.id, workshop.id]);
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'elsewhere@demo.test'))).toEqual([]);
    // The pending one has a single live invitation, into the workshop, and a second mail.
    const live = await api.db.select().from(invitations).where(and(eq(invitations.userId, pending.id), isNull(invitations.retiredAt)));
    expect(live.map((i) => i.groupId)).toEqual([workshop.id]);
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, pendingEmail))).toHaveLength(2);
    // The log names the account (not the list's spelling of it) and the group.
    const log = await api.request('/v2/audit_log?page=0', { host: admin.host, token: admin.token });
    const entries = (await log.json()).data.paginated_results.filter((e: any) => [registered.id, pending.id].includes(e.subject.id));
    expect(entries.map((e: any) => [e.action, e.actor.name, e.subject.name, e.details.group])).toEqual([
      ['invited', 'Admin demo', 'Noé Classe', { id: workshop.id, name: 'Atelier théâtre' }],
      ['addedToGroup', 'Admin demo', 'Élise Ailleurs', { id: workshop.id, name: 'Atelier théâtre' }],
      ['invited', 'Admin demo', 'Noé Classe', { id: world.demo.group.id, name: 'Seconde demo' }],
    ]);

    // Idempotent per address: the same list again finds both in the workshop and does nothing.
    const logged = (await api.db.select().from(auditLog)).length;
    const again = await post(admin, '/v2/invitations/bulk', rows, toWorkshop);
    expect(summary(again.body.data)).toEqual([
      ['elsewhere@demo.test', 'member', false, false],
      [pendingEmail, 'member', false, false],
    ]);
    expect(await api.db.select().from(auditLog)).toHaveLength(logged);
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, pendingEmail))).toHaveLength(2);
  });

  it("lets a group admin bring into their group only people already in one of their groups, never a community admin", async () => {
    const club = await createGroup(api.db, world.demo.community.id, { name: 'Club échecs' });
    const choir = await createGroup(api.db, world.demo.community.id, { name: 'Chorale' });
    // The group admin runs the club and the choir, not the demo class.
    await createUser(api.db, { email: 'club.keeper@demo.test', communityIds: [world.demo.community.id], groupIds: [club.id, choir.id], groupAdmin: true });
    await createUser(api.db, { email: 'singer@demo.test', communityIds: [world.demo.community.id], groupIds: [choir.id] });
    await createUser(api.db, { email: 'stranger@demo.test', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
    const keeper = { token: (await login(api, 'club.keeper@demo.test', world.demo.host)).token, host: world.demo.host };
    const rows = [row('singer@demo.test'), row('stranger@demo.test'), row(world.demo.admin.email)];
    const toClub = { group_id: club.id };

    const preview = await post(keeper, '/v2/invitations/preview', rows, toClub);
    expect(preview.body.data.map((r: any) => [r.email, r.status, r.reason])).toEqual([
      ['singer@demo.test', 'addToGroup', null],
      ['stranger@demo.test', 'invalid', 'outOfReach'],
      [world.demo.admin.email, 'invalid', 'outOfReach'],
    ]);
    const sent = await post(keeper, '/v2/invitations/bulk', rows, toClub);
    expect(sent.body.data.map((r: any) => [r.status, r.added])).toEqual([
      ['addToGroup', true],
      ['invalid', false],
      ['invalid', false],
    ]);
    const inClub = (await api.db.select().from(groupMemberships).where(eq(groupMemberships.groupId, club.id))).map((m) => m.userId);
    const [stranger] = await api.db.select().from(users).where(eq(users.email, 'stranger@demo.test'));
    expect(inClub).not.toContain(stranger.id);
    expect(inClub).not.toContain(world.demo.admin.id);
    // A community admin may bring anyone of the community.
    expect((await post(admin, '/v2/invitations/preview', [row('stranger@demo.test')], toClub)).body.data[0].status).toBe('addToGroup');
  });

  it('refuses learners (403), another community or its group (404), and more than 200 rows (422)', async () => {
    expect((await post(learner, '/v2/invitations/bulk', [row('x1@school.test')])).status).toBe(403);
    expect((await post(admin, '/v2/invitations/bulk', [row('x2@school.test')], { community_id: world.mistral.community.id })).status).toBe(404);
    expect((await post(admin, '/v2/invitations/preview', [row('x3@school.test')], { group_id: world.mistral.group.id })).status).toBe(404);
    const hostile = await post(admin, '/v2/invitations/preview', [row('h1@school.test', '\uD800', "O'Brien; --"), row('h2@school.test', 'x'.repeat(150), 'Y')]);
    expect(hostile.status).toBe(200);
    expect(hostile.body.data[1]).toMatchObject({ status: 'invalid', reason: 'firstname' });
    expect((await post(admin, '/v2/invitations/bulk', [row('h3@school.test', 'a\u0000b')])).status).toBe(422);
    const many = Array.from({ length: 201 }, (_, i) => row(`many${i}@school.test`));
    expect((await post(admin, '/v2/invitations/bulk', many)).status).toBe(422);
    expect(await api.db.select().from(users).where(inArray(users.email, ['x1@school.test', 'x2@school.test', 'many0@school.test']))).toEqual([]);
  });
});

describe('a class list as long as the schema allows', () => {
  /** `text` repeated and cut to exactly `length` characters. */
  const filled = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);
  const longRow = (i: number) => ({
    email: `${i}.${filled('marie-éléonore.de-la-fontaine-', 63 - String(i).length)}@${filled('ecole-primaire-saint-exupéry.', INVITEE_FIELD_MAX.email - 65)}`,
    firstname: filled('Marie-Éléonore Françoise Ægidia ', INVITEE_FIELD_MAX.firstname),
    lastname: filled('de La Fontaine-Παπαδοπούλου ', INVITEE_FIELD_MAX.lastname),
  });
  const rows = Array.from({ length: BULK_MAX }, (_, i) => longRow(i));
  const preview = (body: string) =>
    api.request('/v2/invitations/preview', { method: 'POST', host: admin.host, token: admin.token, headers: { 'content-type': 'application/json' }, body });

  it('takes the most rows, each value at its longest, rather than 413', async () => {
    expect(rows.every((r) => ZInviteeRow.safeParse(r).success && r.email.length === INVITEE_FIELD_MAX.email)).toBe(true);
    const res = await preview(JSON.stringify({ group_id: world.demo.group.id, community_id: world.demo.community.id, rows }));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(BULK_MAX);
  });

  it('takes them with every character escaped, the longest JSON the schema accepts', async () => {
    const escaped = (value: string) => `"${[...value].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
    const row = (r: ReturnType<typeof longRow>) => `{"email":${escaped(r.email)},"firstname":${escaped(r.firstname)},"lastname":${escaped(r.lastname)}}`;
    const body = `{"group_id":${world.demo.group.id},"community_id":${world.demo.community.id},"locale":"en","rows":[${rows.map(row).join(',')}]}`;
    expect(body.length).toBeGreaterThan(6 * BULK_MAX * (INVITEE_FIELD_MAX.email + INVITEE_FIELD_MAX.firstname + INVITEE_FIELD_MAX.lastname));
    const res = await preview(body);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(BULK_MAX);
  });

  it('still refuses one row more than the schema allows with 422, not 413', async () => {
    const res = await preview(JSON.stringify({ group_id: world.demo.group.id, community_id: world.demo.community.id, locale: 'en', rows: [...rows, longRow(BULK_MAX)] }));
    expect(res.status).toBe(422);
  });
});
