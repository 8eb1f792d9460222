import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, auditLog, experiences, mailOutbox, sessions, storedFiles, users } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { PASSWORD_CHECK_LIMIT } from '@/server/modules/accounts/user-operations';
import { digestToken, newOpaqueToken } from '@/server/platform/tokens';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, PASSWORD, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

// Spec §7: "Credentials update: payload {user:{email, password, currentPassword}}. Path not shown."
// "DELETE v2/users/{id}/delete_user_account?reason=." §5: "Updating credentials requires a loaded
// user and an email". Issue 9: new e-mail confirmed by a link to the new address, both changes
// require the current password; deletion confirmed with the password, the person's experiences,
// stories, pictures and sessions go, the reason is kept without personal data.

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const member = (local: string, extra: Parameters<typeof createUser>[1] extends infer I ? Partial<I & object> : never = {}) =>
  createUser(api.db, { email: `${local}@account.test`, firstname: 'Noé', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id], ...extra });
const updateCredentials = (id: number, token: string, user: Record<string, unknown>) =>
  api.request(`/v2/users/${id}/credentials`, { method: 'PUT', host: world.demo.host, token, json: { user } });
const deleteAccount = (id: number, token: string, user: Record<string, unknown>, reason?: string) =>
  api.request(`/v2/users/${id}/delete_user_account${reason ? `?reason=${reason}` : ''}`, { method: 'DELETE', host: world.demo.host, token, json: { user } });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const tokenIn = (text: string) => /\/auth\/confirm-email\?token=([\w-]+)/.exec(text)![1];
const confirmEmail = (token: string, host = world.demo.host) => api.request('/v2/email_confirmations', { method: 'POST', host, json: { token } });
/** A learning-platform account has no password to sign in with: its session is written as the platform's sign-in would. */
async function sessionWithoutPassword(userId: number) {
  const token = newOpaqueToken();
  const later = new Date(Date.now() + 60_000);
  await api.db.insert(sessions).values({ userId, communityId: world.demo.community.id, tokenHash: digestToken(token), refreshHash: digestToken(newOpaqueToken()), expiresAt: later, refreshExpiresAt: later });
  return token;
}
const row = async (id: number) => (await api.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /v2/users/{id}/credentials', () => {
  it('changes the password with the current one, and ends every other session of the account', async () => {
    const noe = await member('password');
    const here = await login(api, noe.email, world.demo.host);
    const elsewhere = await login(api, noe.email, world.demo.host);
    const res = await updateCredentials(noe.id, here.token, { password: 'a brand new one', password_confirmation: 'a brand new one', current_password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ password_changed: true, email_confirmation_sent_to: null });
    expect((await api.request('/v2/session', { host: world.demo.host, token: here.token })).status).toBe(200);
    expect((await api.request('/v2/session', { host: world.demo.host, token: elsewhere.token })).status).toBe(401);
    await login(api, noe.email, world.demo.host, 'a brand new one');
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const noe = await member('wrong');
    const { token } = await login(api, noe.email, world.demo.host);
    const res = await updateCredentials(noe.id, token, { email: 'elsewhere@account.test', password: 'a brand new one', password_confirmation: 'a brand new one', current_password: 'nope' });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['current_password']);
    expect((await row(noe.id)).passwordHash).toBe(noe.passwordHash);
    expect(await mailsTo('elsewhere@account.test')).toHaveLength(0);
  });

  it('counts password checks per account: past the limit, even the right password waits, for both writes', async () => {
    const noe = await member('guesser');
    const { token } = await login(api, noe.email, world.demo.host);
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit; i++) {
      expect((await updateCredentials(noe.id, token, { email: noe.email, current_password: `guess ${i}` })).status).toBe(422);
    }
    const blocked = await updateCredentials(noe.id, token, { email: noe.email, password: 'a brand new one', password_confirmation: 'a brand new one', current_password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error.code).toBe('RATE_LIMITED');
    expect((await deleteAccount(noe.id, token, { password: PASSWORD })).status).toBe(429);
    expect((await row(noe.id)).passwordHash).toBe(noe.passwordHash);
  });

  it('mails a link to the new address in the member’s language; the address changes only when it is followed', async () => {
    const noe = await member('mover', { locale: 'el' });
    const { token } = await login(api, noe.email, world.demo.host);
    const res = await updateCredentials(noe.id, token, { email: 'Moved@Account.test', current_password: PASSWORD });
    expect((await res.json()).data).toEqual({ password_changed: false, email_confirmation_sent_to: 'moved@account.test' });
    expect((await row(noe.id)).email).toBe('mover@account.test');
    const [mail] = await mailsTo('moved@account.test');
    expect(mail).toMatchObject({ kind: 'emailChange', locale: 'el' });
    expect(mail.text).toContain('http://demo.localhost:3000/el/auth/confirm-email?token=');

    const link = tokenIn(mail.text);
    expect((await confirmEmail(link, world.mistral.host)).status).toBe(404);
    const confirmed = await confirmEmail(link);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data).toEqual({ email: 'moved@account.test' });
    expect((await row(noe.id)).email).toBe('moved@account.test');
    await login(api, 'moved@account.test', world.demo.host);
    expect((await confirmEmail(link)).status).toBe(404);
  });

  it('refuses an address of another account at once, and one taken meanwhile when the link is followed', async () => {
    const noe = await member('taker');
    const { token } = await login(api, noe.email, world.demo.host);
    const taken = await updateCredentials(noe.id, token, { email: world.mistral.learner.email, current_password: PASSWORD });
    expect(taken.status).toBe(422);
    expect(Object.keys((await taken.json()).errors)).toEqual(['email']);

    await updateCredentials(noe.id, token, { email: 'race@account.test', current_password: PASSWORD });
    await member('race');
    const late = await confirmEmail(tokenIn((await mailsTo('race@account.test'))[0].text));
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('EMAIL_TAKEN');
    expect((await row(noe.id)).email).toBe('taker@account.test');
  });

  it('is the account’s own: another member and even a community admin get 403, another community 404', async () => {
    const noe = await member('owned');
    const admin = await login(api, world.demo.admin.email, world.demo.host);
    const peer = await login(api, world.demo.peer.email, world.demo.host);
    const body = { password: 'a brand new one', password_confirmation: 'a brand new one', current_password: PASSWORD };
    expect((await updateCredentials(noe.id, admin.token, body)).status).toBe(403);
    expect((await updateCredentials(noe.id, peer.token, body)).status).toBe(403);
    expect((await updateCredentials(world.mistral.learner.id, peer.token, body)).status).toBe(404);
    expect((await row(noe.id)).passwordHash).toBe(noe.passwordHash);
  });

  it('names the fields of a bad body with 422', async () => {
    const noe = await member('badbody');
    const { token } = await login(api, noe.email, world.demo.host);
    const res = await updateCredentials(noe.id, token, { email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['current_password', 'email', 'password']);
  });
});

describe('DELETE /v2/users/{id}/delete_user_account', () => {
  it('removes the person with their experiences and sessions, keeps only the reason, mails them, and frees the pictures', async () => {
    const noe = await member('leaver', { locale: 'it' });
    const { token } = await login(api, noe.email, world.demo.host);
    const created = await postExperience(api, { token, host: world.demo.host }, validExperience(), await jpeg(50, 40, '#123abc'));
    expect(created.status).toBe(201);
    const experience = (await created.json()).data;
    const pictureKey = fileOf(experience.picture_url);
    // A mail the outbox kept for them, naming them.
    await api.db.insert(mailOutbox).values({ communityId: world.demo.community.id, recipient: noe.email, locale: 'it', kind: 'passwordReset', subject: 'Noé', text: 'Noé', html: '<p>Noé</p>', nextAttemptAt: new Date() });
    const res = await deleteAccount(noe.id, token, { password: PASSWORD }, 'privacy');
    expect(res.status).toBe(204);
    expect(await row(noe.id)).toBeUndefined();
    expect(await api.db.select().from(experiences).where(eq(experiences.id, experience.id))).toHaveLength(0);
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, noe.id))).toHaveLength(0);
    expect((await api.request('/v2/session', { host: world.demo.host, token })).status).toBe(401);
    const deletions = await api.db.select().from(accountDeletions);
    expect(deletions.at(-1)).toMatchObject({ communityId: world.demo.community.id, reason: 'privacy' });
    expect(Object.keys(deletions.at(-1)!).sort()).toEqual(['communityId', 'deletedOn', 'id', 'reason']);
    const [mail] = await mailsTo(noe.email);
    expect(mail).toMatchObject({ kind: 'accountDeleted', locale: 'it' });
    expect(mail.subject).toBe('Demo: il tuo account è stato eliminato');
    // What the outbox kept for them goes with them, but the farewell, still to send.
    expect((await mailsTo(noe.email)).map((m) => m.kind)).toEqual(['accountDeleted']);
    // The picture is nobody's now: the sweeper takes it once past its grace period.
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(pictureKey);
    expect(await api.db.select().from(storedFiles).where(eq(storedFiles.key, pictureKey))).toHaveLength(0);
  });

  it('leaves the audit log readable by a pseudonym: no name, no address of the person stays (issue 32: erasure you can check)', async () => {
    const leaver = await member('audited', { firstname: 'Zoé', lastname: 'Zébulon' });
    const community = world.demo.community.id;
    const admin = world.demo.admin;
    // As recordAudit writes them: invited by an admin (the address in the details), then acting on someone else.
    await api.db.insert(auditLog).values([
      { communityId: community, actorId: admin.id, actorName: 'Alice Admin', action: 'invited', subjectId: leaver.id, subjectName: 'Zoé Zébulon', details: { email: leaver.email, group: { id: 1, name: 'A' } } },
      { communityId: community, actorId: leaver.id, actorName: 'Zoé Zébulon', action: 'deactivated', subjectId: admin.id, subjectName: 'Alice Admin' },
    ]);
    const { token } = await login(api, leaver.email, world.demo.host);
    expect((await deleteAccount(leaver.id, token, { password: PASSWORD })).status).toBe(204);
    const rows = (await api.db.select().from(auditLog).where(eq(auditLog.communityId, community))).filter((r) => r.actorName.startsWith('#') || r.subjectName.startsWith('#'));
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(await api.db.select().from(auditLog));
    expect(text).not.toContain('Zébulon');
    expect(text).not.toContain(leaver.email);
    const [invited, acted] = rows;
    expect(invited).toMatchObject({ actorName: 'Alice Admin', subjectId: null, details: { group: { id: 1, name: 'A' } } });
    expect(acted).toMatchObject({ actorId: null, subjectName: 'Alice Admin' });
    expect(invited.subjectName).toMatch(/^#[0-9a-f]{6}$/);
    expect(acted.actorName).toBe(invited.subjectName);
  });

  it('refuses a wrong password, an unknown reason, another person, and keeps the account', async () => {
    const noe = await member('stayer');
    const { token } = await login(api, noe.email, world.demo.host);
    const wrong = await deleteAccount(noe.id, token, { password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['password']);
    expect((await deleteAccount(noe.id, token, { password: PASSWORD }, 'because')).status).toBe(422);
    expect((await deleteAccount(noe.id, token, {})).status).toBe(422);
    const admin = await login(api, world.demo.admin.email, world.demo.host);
    expect((await deleteAccount(noe.id, admin.token, { password: PASSWORD })).status).toBe(403);
    expect(await row(noe.id)).toBeDefined();
  });

  it('lets an account without a password confirm with its address', async () => {
    const noe = await member('nopassword', { password: null });
    const token = await sessionWithoutPassword(noe.id);
    expect((await deleteAccount(noe.id, token, { email: 'someone@account.test' })).status).toBe(422);
    expect((await deleteAccount(noe.id, token, { email: 'NoPassword@account.test' })).status).toBe(204);
  });
});
