import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groupMemberships, invitations, mailOutbox, users } from '@/server/db/schema';
import { createGroup, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// Spec §3: "Invitation: user{email, firstname, lastname}, group_id, community_id"; §4: "An
// invitation leads to registration"; §7: POST /v2/invitation, GET /v2/invitation/{token},
// PUT /v2/invitation, body {user, community_path}.

let api: TestApi;
let world: TwoCommunities;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  adminToken = (await login(api, world.demo.admin.email, world.demo.host)).token;
});
afterAll(() => api.close());

let n = 0;
const invitee = (extra: Record<string, unknown> = {}) => ({ email: `invitee${++n}@school.test`, firstname: 'Inès', lastname: 'Invitée', ...extra });
const postInvite = (body: unknown, token = adminToken, host = world.demo.host) => api.request('/v2/invitation', { method: 'POST', host, token, json: body });
const inviteBody = (user = invitee(), groupId = world.demo.group.id) => ({ user, group_id: groupId, community_id: world.demo.community.id });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const tokenIn = (text: string) => /invitation_token=([\w-]+)/.exec(text)![1];
const register = (token: string, extra: Record<string, unknown> = {}, host = world.demo.host) =>
  api.request('/v2/invitation', {
    method: 'PUT',
    host,
    json: { user: { invitation_token: token, firstname: 'Inès', lastname: 'Martin', locale: 'el', password: 'mon mot de passe', password_confirmation: 'mon mot de passe', ...extra }, community_path: 'demo' },
  });

async function invited(user = invitee()) {
  const res = await postInvite(inviteBody(user));
  expect(res.status).toBe(201);
  const [mail] = (await mailsTo(user.email)).slice(-1);
  return { user, body: await res.json(), mail, token: tokenIn(mail.text) };
}

describe('POST /v2/invitation', () => {
  it('makes a pending member of the group and mails a link to the register form, in the inviter’s language', async () => {
    const { user, body, mail } = await invited();
    expect(body.data).toMatchObject({ email: user.email, status: 'pending', group_id: world.demo.group.id });
    const [row] = await api.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ status: 'pending', passwordHash: null, firstname: 'Inès' });
    expect(await api.db.select().from(groupMemberships).where(and(eq(groupMemberships.userId, row.id), eq(groupMemberships.groupId, world.demo.group.id)))).toHaveLength(1);
    expect(mail).toMatchObject({ kind: 'invitation', locale: 'fr' });
    expect(mail.subject).toBe('Admin demo vous invite sur Demo');
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain('« Seconde demo »');
    expect(mail.text).toMatch(/http:\/\/demo\.localhost:3000\/auth\/register\/form\?invitation_token=[\w-]{40,}/);
  });

  it('invites a teacher: the mail says so, and once registered they are among the teachers learners may ask', async () => {
    const user = invitee();
    const res = await postInvite({ ...inviteBody(user), teacher: true });
    expect(res.status).toBe(201);
    const [mail] = (await mailsTo(user.email)).slice(-1);
    expect(mail.text).toContain('Vous y êtes invité·e comme enseignant·e');
    expect(await register(tokenIn(mail.text))).toHaveProperty('status', 200);
    const learnerToken = (await login(api, world.demo.learner.email, world.demo.host)).token;
    const teachers = await api.request(`/v2/teachers?teacher[community_id]=${world.demo.community.id}&teacher[student_id]=${world.demo.learner.id}`, { host: world.demo.host, token: learnerToken });
    expect((await teachers.json()).data.map((t: { email: string }) => t.email)).toContain(user.email);
    // An ordinary invitation says nothing of it, and makes no teacher.
    const plain = await invited();
    expect(plain.mail.text).not.toContain('enseignant·e');
    expect((await api.db.select({ isTeacher: users.isTeacher }).from(users).where(eq(users.email, plain.user.email)))[0].isTeacher).toBe(false);
  });

  it('lets only a community admin invite a teacher: a group admin gets 403, and nobody is created', async () => {
    const keeper = await createUser(api.db, { email: `keeper${++n}@school.test`, communityIds: [world.demo.community.id], groupIds: [world.demo.group.id], groupAdmin: true });
    const keeperToken = (await login(api, keeper.email, world.demo.host)).token;
    const user = invitee();
    expect((await postInvite({ ...inviteBody(user), teacher: true }, keeperToken)).status).toBe(403);
    expect(await api.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    expect((await postInvite(inviteBody(invitee()), keeperToken)).status).toBe(201);
  });

  it("is in the audit log: who invited whom, into which group, in the invitation's transaction", async () => {
    const { user, body } = await invited();
    const log = await api.request('/v2/audit_log?page=0', { host: world.demo.host, token: adminToken });
    expect(log.status).toBe(200);
    const entries = (await log.json()).data.paginated_results.filter((e: { subject: { id: number } }) => e.subject.id === body.data.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'invited',
        actor: { id: world.demo.admin.id, name: 'Admin demo' },
        subject: { id: body.data.id, name: `${user.firstname} ${user.lastname}` },
        details: { email: user.email, group: { id: world.demo.group.id, name: 'Seconde demo' } },
      }),
    ]);
    // A refused invitation leaves no record.
    const before = (await api.db.select().from(auditLog)).length;
    expect((await postInvite(inviteBody(invitee({ email: world.demo.learner.email })))).status).toBe(409);
    expect(await api.db.select().from(auditLog)).toHaveLength(before);
  });

  it('inviting a pending person again sends a fresh link and retires the earlier one', async () => {
    const first = await invited();
    const second = await invited(first.user);
    expect(second.token).not.toBe(first.token);
    expect((await api.request(`/v2/invitation/${first.token}`, { host: world.demo.host })).status).toBe(404);
    expect((await api.request(`/v2/invitation/${second.token}`, { host: world.demo.host })).status).toBe(200);
  });

  it('refuses an address that has an account, whichever community, with 409 and no mail', async () => {
    for (const email of [world.demo.learner.email, world.mistral.learner.email]) {
      const res = await postInvite(inviteBody(invitee({ email })));
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe('ALREADY_REGISTERED');
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it('lets a group admin invite into their own group only; a learner not at all', async () => {
    const other = await createGroup(api.db, world.demo.community.id, { name: 'Autre groupe' });
    const groupAdmin = await createUser(api.db, { email: 'ga@school.test', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id], groupAdmin: true });
    const { token } = await login(api, groupAdmin.email, world.demo.host);
    expect((await postInvite(inviteBody(invitee()), token)).status).toBe(201);
    expect((await postInvite(inviteBody(invitee(), other.id), token)).status).toBe(403);
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect((await postInvite(inviteBody(invitee()), learner.token)).status).toBe(403);
  });

  it("answers 404 for another community's group or id, and 422 naming bad fields", async () => {
    expect((await postInvite(inviteBody(invitee(), world.mistral.group.id))).status).toBe(404);
    expect((await postInvite({ ...inviteBody(), community_id: world.mistral.community.id })).status).toBe(404);
    const bad = await postInvite({ user: { email: 'pas-une-adresse', firstname: '', lastname: 'x' }, group_id: 'a', community_id: world.demo.community.id });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['group_id', 'user.email', 'user.firstname']);
  });
});

describe('GET and PUT /v2/invitation', () => {
  it('shows the invitation, registers with names, language and password, and the link is spent', async () => {
    const { user, token } = await invited();
    const shown = await api.request(`/v2/invitation/${token}`, { host: world.demo.host });
    expect(shown.status).toBe(200);
    expect((await shown.json()).data).toMatchObject({ email: user.email, firstname: 'Inès', community: { name: 'Demo', slug: 'demo' }, group: { name: 'Seconde demo' } });

    const res = await register(token);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ email: user.email });
    const signedIn = await login(api, user.email, world.demo.host, 'mon mot de passe');
    expect(signedIn.body.data).toMatchObject({ status: 'accepted', lastname: 'Martin', locale: 'el', tutorial_seen: false });

    expect((await api.request(`/v2/invitation/${token}`, { host: world.demo.host })).status).toBe(404);
    const again = await register(token);
    expect(again.status).toBe(404);
    expect((await again.json()).error.code).toBe('INVALID_INVITATION');
  });

  it("an expired link, or one opened on another community's host, is refused and changes nothing", async () => {
    const { user, token } = await invited();
    expect((await api.request(`/v2/invitation/${token}`, { host: world.mistral.host })).status).toBe(404);
    expect((await register(token, {}, world.mistral.host)).status).toBe(404);
    const [row] = await api.db.select().from(users).where(eq(users.email, user.email));
    await api.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.userId, row.id));
    expect((await register(token)).status).toBe(404);
    const [after] = await api.db.select().from(users).where(eq(users.id, row.id));
    expect(after).toMatchObject({ status: 'pending', passwordHash: null });
  });

  it('refuses a short password or a differing confirmation, naming the field, and keeps the link', async () => {
    const { token } = await invited();
    const short = await register(token, { password: 'court', password_confirmation: 'court' });
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).errors)).toEqual(['password']);
    const differs = await register(token, { password_confirmation: 'autre chose' });
    expect(Object.keys((await differs.json()).errors)).toEqual(['password_confirmation']);
    expect((await register(token)).status).toBe(200);
  });

  it('a malformed token is a 404, never a 500', async () => {
    for (const token of ['short', 'x'.repeat(300), '%00%00%00%00%00%00%00%00%00%00%00']) {
      expect((await api.request(`/v2/invitation/${token}`, { host: world.demo.host })).status).toBe(404);
    }
  });
});

describe('GET /v2/groups/search_groups', () => {
  it("lists every group of the community for its admin, a member's own groups for a member, and 404 for another community's id", async () => {
    const extra = await createGroup(api.db, world.demo.community.id, { name: 'Atelier théâtre' });
    const names = async (token: string, communityId = world.demo.community.id) => {
      const res = await api.request(`/v2/groups/search_groups?community_id=${communityId}&view=dashboard_info`, { host: world.demo.host, token });
      return res.status === 200 ? (await res.json()).data.map((group: { name: string }) => group.name) : res.status;
    };
    expect(await names(adminToken)).toEqual(expect.arrayContaining([extra.name, 'Seconde demo']));
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect(await names(learner.token)).toEqual(['Seconde demo']);
    expect(await names(adminToken, world.mistral.community.id)).toBe(404);
  });
});

describe('the language of an invitation', () => {
  it('is the one chosen for the mail, the link and the new account', async () => {
    const user = invitee();
    expect((await postInvite({ ...inviteBody(user), locale: 'el' })).status).toBe(201);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ locale: 'el', subject: 'Ο/Η Admin demo σας προσκαλεί στο Demo' });
    expect(mail.text).toContain('http://demo.localhost:3000/el/auth/register/form?invitation_token=');
    const [row] = await api.db.select().from(users).where(eq(users.email, user.email));
    expect(row.locale).toBe('el');
  });
});
