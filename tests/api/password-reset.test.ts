import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets, users } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { PASSWORD_RESET_LIMITS } from '@/server/modules/accounts/sign-up-operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, PASSWORD, type TwoCommunities } from '../support/communities';

// Spec §4: "Password reset: two steps, ask then set a new password"; §7: "POST /v2/password,
// body {user}: ask for reset. PUT /v2/password, body {user}: set new password."

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

/** Each test asks from an address of its own, so the per-address limit is only met where a test means it. */
let addresses = 0;
const ask = (email: string, host = world.demo.host, address = `203.0.113.${++addresses}`) =>
  api.request('/v2/password', { method: 'POST', host, json: { user: { email } }, headers: { 'x-forwarded-for': address } });
const setPassword = (token: string, password: string, host = world.demo.host, confirmation = password) =>
  api.request('/v2/password', { method: 'PUT', host, json: { user: { reset_password_token: token, password, password_confirmation: confirmation } } });

const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const linkIn = (text: string) => new URL(/https?:\/\/\S+nouveau-mot-de-passe\?token=[\w-]+/.exec(text)![0]);
const member = (local: string, extra: Parameters<typeof createUser>[1] extends infer I ? Partial<I & object> : never = {}) =>
  createUser(api.db, { email: `${local}@reset.test`, firstname: 'Zoé', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id], ...extra });

describe('POST /v2/password', () => {
  it("queues one mail in the member's language, linking to the community's own sub-domain and locale", async () => {
    const zoe = await member('asker', { locale: 'el' });
    const res = await ask('Asker@Reset.test');
    expect(res.status).toBe(202);
    expect((await res.json()).data).toEqual({ email: 'Asker@Reset.test', valid_minutes: 60 });
    const [mail] = await mailsTo(zoe.email);
    expect(mail).toMatchObject({ kind: 'passwordReset', locale: 'el', communityId: world.demo.community.id });
    expect(mail.subject).toBe('Demo: επιλέξτε νέο κωδικό πρόσβασης');
    expect(mail.text).toContain('Γεια σας Zoé,');
    expect(mail.html).toContain('<html lang="el">');
    const link = linkIn(mail.text);
    // Built on the configured origin (harness: http://localhost:3000) and the community's slug.
    expect(`${link.origin}${link.pathname}`).toBe('http://demo.localhost:3000/el/nouveau-mot-de-passe');
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
  });

  it('answers the same and sends nothing for an unknown address, a pending account or a member of another community', async () => {
    const pending = await member('pending', { status: 'pending', passwordHash: null });
    const answers = await Promise.all(['nobody@reset.test', pending.email, world.mistral.learner.email].map((email) => ask(email)));
    for (const [index, res] of answers.entries()) {
      expect(res.status).toBe(202);
      expect((await res.json()).data.valid_minutes).toBe(60);
      expect(await mailsTo(['nobody@reset.test', pending.email, world.mistral.learner.email][index])).toHaveLength(0);
    }
  });

  it("builds the link from the community, not from a forged Host's domain", async () => {
    const zoe = await member('forged');
    expect((await ask(zoe.email, 'demo.attacker.example')).status).toBe(202);
    const [mail] = await mailsTo(zoe.email);
    expect(linkIn(mail.text).origin).toBe('http://demo.localhost:3000');
  });

  it('refuses a malformed address with 422 and the field named', async () => {
    const res = await ask('not-an-address');
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['email']);
  });

  it(`allows ${PASSWORD_RESET_LIMITS.perAddress.limit} requests an hour from one address, then 429 with Retry-After`, async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress.limit; i++) expect((await ask(`someone${i}@reset.test`, undefined, address)).status).toBe(202);
    const refused = await ask('someone@reset.test', undefined, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`mails one account at most ${PASSWORD_RESET_LIMITS.perAccount.limit} times an hour, and still answers 202`, async () => {
    const zoe = await member('flooded');
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAccount.limit + 2; i++) expect((await ask(zoe.email)).status).toBe(202);
    expect(await mailsTo(zoe.email)).toHaveLength(PASSWORD_RESET_LIMITS.perAccount.limit);
  });
});

describe('PUT /v2/password', () => {
  async function resetLink(local: string) {
    const zoe = await member(local);
    await ask(zoe.email);
    const [mail] = await mailsTo(zoe.email);
    return { zoe, token: linkIn(mail.text).searchParams.get('token')! };
  }

  it('sets the new password, ends every session of the account, and the link works once', async () => {
    const { zoe, token } = await resetLink('setter');
    const before = await login(api, zoe.email, world.demo.host);
    const res = await setPassword(token, 'un nouveau mot de passe');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ email: zoe.email });
    expect((await api.request('/v2/session', { host: world.demo.host, token: before.token })).status).toBe(401);
    expect((await api.request('/v2/login', { method: 'POST', host: world.demo.host, json: { user: { email: zoe.email, password: PASSWORD } } })).status).toBe(401);
    expect((await login(api, zoe.email, world.demo.host, 'un nouveau mot de passe')).token).toBeTruthy();

    const again = await setPassword(token, 'encore un autre mot');
    expect(again.status).toBe(422);
    expect((await again.json()).error.code).toBe('INVALID_RESET_TOKEN');
  });

  it('a newer request retires the earlier link', async () => {
    const { zoe, token: first } = await resetLink('twice');
    await ask(zoe.email);
    const second = linkIn((await mailsTo(zoe.email))[1].text).searchParams.get('token')!;
    expect((await setPassword(first, 'premier mot de passe')).status).toBe(422);
    expect((await setPassword(second, 'second mot de passe')).status).toBe(200);
  });

  it('refuses an expired link, and a link of another community on its host, changing nothing', async () => {
    const { zoe, token } = await resetLink('expired');
    const [row] = await api.db.select().from(passwordResets).where(eq(passwordResets.userId, zoe.id));
    expect((await setPassword(token, 'autre mot de passe', world.mistral.host)).status).toBe(422);
    await api.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.id, row.id));
    expect((await setPassword(token, 'autre mot de passe')).status).toBe(422);
    const [after] = await api.db.select().from(users).where(eq(users.id, zoe.id));
    expect(after.passwordHash).toBe(zoe.passwordHash);
  });

  it('refuses a short password and a confirmation that differs, naming the field, and keeps the link', async () => {
    const { token } = await resetLink('fields');
    const short = await setPassword(token, 'court');
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).errors)).toEqual(['password']);
    const differs = await setPassword(token, 'un long mot de passe', undefined, 'un autre');
    expect(differs.status).toBe(422);
    expect(Object.keys((await differs.json()).errors)).toEqual(['password_confirmation']);
    expect((await setPassword(token, 'un long mot de passe')).status).toBe(200);
  });

  it('two uses of one link at once: exactly one succeeds', async () => {
    const { token } = await resetLink('race');
    const statuses = (await Promise.all([setPassword(token, 'premier essai ici'), setPassword(token, 'second essai ici')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
  });
});

describe('GET /v2/mail_outbox', () => {
  it("shows a community's admins its own mails, kept when no SMTP server is configured, newest first and paged", async () => {
    const zoe = await member('outbox');
    await ask(zoe.email);
    api.deps.mail.wake();
    await api.deps.mail.idle();
    const { token } = await login(api, world.demo.admin.email, world.demo.host);
    const res = await api.request('/v2/mail_outbox', { host: world.demo.host, token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data[0]).toMatchObject({ recipient: zoe.email, status: 'kept', kind: 'passwordReset', attempts: 1 });
    const ids = body.data.map((mail: { id: number }) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mistralAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    const theirs = await (await api.request('/v2/mail_outbox', { host: world.mistral.host, token: mistralAdmin.token })).json();
    expect(theirs.data.map((mail: { recipient: string }) => mail.recipient)).not.toContain(zoe.email);
    if (body.meta.more) {
      const next = await (await api.request(`/v2/mail_outbox?before=${ids.at(-1)}`, { host: world.demo.host, token })).json();
      expect(next.data[0].id).toBeLessThan(ids.at(-1));
    }
  });
});
