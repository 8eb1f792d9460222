import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityMemberships, mailOutbox, users } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { SIGNUP_LIMITS } from '@/server/modules/accounts/sign-up-operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, PASSWORD, type TwoCommunities } from '../support/communities';

// Spec §1: "Users register by invitation … or by a public registration form." §7: "PUT /v2/signup,
// body {user plus password confirmation}. Registration also sends the community name." §4: user
// status pending/accepted. Issue 9: "only where the community allows it … with e-mail
// confirmation before the account is accepted"; "Pending users cannot sign in".

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  await api.db.update(communities).set({ publicRegistration: true }).where(eq(communities.id, world.demo.community.id));
});
afterAll(() => api.close());

let addresses = 0;
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstname: 'Sacha',
  lastname: 'Signup',
  locale: 'el',
  password: 'a long secret',
  password_confirmation: 'a long secret',
  ...extra,
});
const signup = (body: unknown, host: string | undefined = world.demo.host, address = `203.0.113.${++addresses}`) =>
  api.request('/v2/signup', { method: 'PUT', host, json: body, headers: { 'x-forwarded-for': address } });
const confirm = (token: string, password: string, host = world.demo.host) =>
  api.request('/v2/signup/confirmation', { method: 'POST', host, json: { token, password }, headers: { 'x-forwarded-for': `198.51.100.${++addresses % 250}` } });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const tokenIn = (text: string) => /\/auth\/register\/confirm\?token=([\w-]+)/.exec(text)![1];
const account = async (email: string) => (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe('PUT /v2/signup', () => {
  it('makes a pending member of the host community and mails a confirmation in the chosen language', async () => {
    const res = await signup({ user: person('Sacha@Signup.test') });
    expect(res.status).toBe(202);
    expect((await res.json()).data).toEqual({ email: 'Sacha@Signup.test', valid_hours: 24 });
    const row = await account('sacha@signup.test');
    expect(row).toMatchObject({ status: 'pending', firstname: 'Sacha', locale: 'el' });
    const [membership] = await api.db.select().from(communityMemberships).where(eq(communityMemberships.userId, row.id));
    expect(membership.communityId).toBe(world.demo.community.id);
    const [mail] = await mailsTo('sacha@signup.test');
    expect(mail).toMatchObject({ kind: 'signupConfirmation', locale: 'el', communityId: world.demo.community.id });
    expect(mail.subject).toBe('Demo: επιβεβαιώστε τη διεύθυνσή σας');
    expect(mail.text).toContain('http://demo.localhost:3000/el/auth/register/confirm?token=');
  });

  it('keeps the account out until the address is confirmed with the password chosen, then lets it sign in', async () => {
    await signup({ user: person('confirm@signup.test') });
    const refused = await api.request('/v2/login', { method: 'POST', host: world.demo.host, json: { user: { email: 'confirm@signup.test', password: 'a long secret' } } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ACCOUNT_PENDING');
    const token = tokenIn((await mailsTo('confirm@signup.test'))[0].text);

    const wrong = await confirm(token, 'not the password');
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['password']);
    expect((await account('confirm@signup.test')).status).toBe('pending');

    const res = await confirm(token, 'a long secret');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ email: 'confirm@signup.test' });
    expect((await account('confirm@signup.test')).status).toBe('accepted');
    await login(api, 'confirm@signup.test', world.demo.host, 'a long secret');
    // Good once.
    expect((await confirm(token, 'a long secret')).status).toBe(404);
  });

  it('answers the same and sends nothing for an accepted or an invited address', async () => {
    const invited = await createUser(api.db, { email: 'invited@signup.test', passwordHash: null, status: 'pending', communityIds: [world.demo.community.id] });
    for (const email of [world.demo.learner.email, invited.email]) {
      const res = await signup({ user: person(email) });
      expect(res.status).toBe(202);
      expect(await mailsTo(email)).toHaveLength(0);
    }
    expect((await account(world.demo.learner.email)).passwordHash).toBe(world.demo.learner.passwordHash);
    expect((await account(invited.email)).passwordHash).toBeNull();
  });

  it('replaces a sign-up not confirmed yet: the newest link and password count, the older link is dead', async () => {
    await signup({ user: person('again@signup.test') });
    await signup({ user: person('again@signup.test', { password: 'another secret', password_confirmation: 'another secret', locale: 'fr' }) });
    const [first, second] = await mailsTo('again@signup.test');
    expect(second.locale).toBe('fr');
    expect((await confirm(tokenIn(first.text), 'another secret')).status).toBe(404);
    expect((await confirm(tokenIn(second.text), 'a long secret')).status).toBe(422);
    expect((await confirm(tokenIn(second.text), 'another secret')).status).toBe(200);
  });

  it('refuses a community that takes no public sign-ups, on its host or by name on a bare host', async () => {
    const closed = await signup({ user: person('closed@signup.test') }, world.mistral.host);
    expect(closed.status).toBe(403);
    expect((await closed.json()).error.code).toBe('PUBLIC_REGISTRATION_CLOSED');
    expect((await signup({ user: person('closed@signup.test'), community_name: 'Lycée Mistral' }, 'localhost:3000')).status).toBe(403);
    expect((await signup({ user: person('bare@signup.test') }, 'localhost:3000')).status).toBe(403);
    expect(await account('closed@signup.test')).toBeUndefined();
  });

  it('takes the community named on a bare host when it is open', async () => {
    expect((await signup({ user: person('named@signup.test'), community_name: 'demo' }, 'localhost:3000')).status).toBe(202);
    expect((await mailsTo('named@signup.test'))[0].communityId).toBe(world.demo.community.id);
  });

  it('refuses a link on another community’s host', async () => {
    await signup({ user: person('elsewhere@signup.test') });
    const token = tokenIn((await mailsTo('elsewhere@signup.test'))[0].text);
    expect((await confirm(token, 'a long secret', world.mistral.host)).status).toBe(404);
    expect((await confirm(token, 'a long secret')).status).toBe(200);
  });

  it('names every bad field with 422 and writes nothing', async () => {
    const res = await signup({ user: person('not-an-address', { password: 'short', password_confirmation: 'other', locale: 'xx', firstname: '  ' }) });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['email', 'firstname', 'locale', 'password']);
  });

  it(`allows ${SIGNUP_LIMITS.signup.limit} sign-ups an hour from one address, then 429 with Retry-After`, async () => {
    const address = '198.51.100.250';
    for (let i = 0; i < SIGNUP_LIMITS.signup.limit; i++) expect((await signup({ user: person(`many${i}@signup.test`) }, undefined, address)).status).toBe(202);
    const refused = await signup({ user: person('toomany@signup.test') }, undefined, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('still signs the demo accounts in: the pending rule is for pending accounts only', async () => {
    await login(api, world.demo.learner.email, world.demo.host, PASSWORD);
  });
});

describe('POST /v2/signup/confirmation_mail', () => {
  const ask = (email: string, host: string | undefined = world.demo.host, address = `192.0.2.${++addresses % 250}`) =>
    api.request('/v2/signup/confirmation_mail', { method: 'POST', host, json: { user: { email } }, headers: { 'x-forwarded-for': address } });

  it('mails a fresh link to a sign-up waiting for confirmation; the older link is dead, the new one confirms', async () => {
    await signup({ user: person('resend@signup.test') });
    const res = await ask('Resend@Signup.test');
    expect(res.status).toBe(202);
    expect((await res.json()).data).toEqual({ email: 'Resend@Signup.test', valid_hours: 24 });
    const [first, second] = await mailsTo('resend@signup.test');
    expect(second).toMatchObject({ kind: 'signupConfirmation', locale: 'el', communityId: world.demo.community.id });
    expect((await confirm(tokenIn(first.text), 'a long secret')).status).toBe(404);
    expect((await confirm(tokenIn(second.text), 'a long secret')).status).toBe(200);
    await login(api, 'resend@signup.test', world.demo.host, 'a long secret');
  });

  it('answers alike and sends nothing for an unknown, an accepted, an invited or a confirmed address', async () => {
    const invited = await createUser(api.db, { email: 'invited-resend@signup.test', passwordHash: null, status: 'pending', communityIds: [world.demo.community.id] });
    await signup({ user: person('done@signup.test') });
    expect((await confirm(tokenIn((await mailsTo('done@signup.test'))[0].text), 'a long secret')).status).toBe(200);
    const before = { learner: await mailsTo(world.demo.learner.email), done: await mailsTo('done@signup.test') };
    for (const email of ['nobody@signup.test', world.demo.learner.email, invited.email, 'done@signup.test']) {
      const res = await ask(email);
      expect(res.status).toBe(202);
      expect((await res.json()).data).toEqual({ email, valid_hours: 24 });
    }
    expect(await mailsTo('nobody@signup.test')).toHaveLength(0);
    expect(await mailsTo(invited.email)).toHaveLength(0);
    expect(await mailsTo(world.demo.learner.email)).toHaveLength(before.learner.length);
    expect(await mailsTo('done@signup.test')).toHaveLength(before.done.length);
  });

  it('sends nothing on another community’s host: the sign-up is of demo’s', async () => {
    await signup({ user: person('other-host@signup.test') });
    expect((await ask('other-host@signup.test', world.mistral.host)).status).toBe(202);
    expect(await mailsTo('other-host@signup.test')).toHaveLength(1);
    // On a bare host, the community it signed up to.
    expect((await ask('other-host@signup.test', 'localhost:3000')).status).toBe(202);
    const mails = await mailsTo('other-host@signup.test');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('http://demo.localhost:3000/el/auth/register/confirm?token=');
  });

  it(`sends at most ${SIGNUP_LIMITS.confirmationMail.perAccount.limit} mails an hour to one address, answering alike past it`, async () => {
    await signup({ user: person('flood@signup.test') });
    const { perAccount } = SIGNUP_LIMITS.confirmationMail;
    for (let i = 0; i < perAccount.limit + 2; i++) expect((await ask('flood@signup.test')).status).toBe(202);
    expect(await mailsTo('flood@signup.test')).toHaveLength(1 + perAccount.limit);
  });

  it(`allows ${SIGNUP_LIMITS.confirmationMail.perAddress.limit} requests an hour from one address, then 429 with Retry-After`, async () => {
    const address = '198.51.100.251';
    const { perAddress } = SIGNUP_LIMITS.confirmationMail;
    for (let i = 0; i < perAddress.limit; i++) expect((await ask(`someone${i}@signup.test`, undefined, address)).status).toBe(202);
    const refused = await ask('one-more@signup.test', undefined, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('names a bad address with 422', async () => {
    const res = await ask('not-an-address');
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['email']);
  });
});
