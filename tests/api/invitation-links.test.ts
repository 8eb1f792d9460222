import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitationLinks, mailOutbox, users } from '@/server/db/schema';
import { LINK_REGISTRATION_LIMIT } from '@/server/modules/invitations/operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// Spec §3: "Invitation link: group_id and an invitation token"; §7: POST /v2/invitation_links,
// body {invitation_link:{group_id}}; POST /v2/invitation_link_registrations, body
// {invitation_link:{userAttributes, invitationToken}}.

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
const makeLink = async () => {
  const res = await api.request('/v2/invitation_links', { method: 'POST', host: world.demo.host, token: adminToken, json: { invitation_link: { group_id: world.demo.group.id } } });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; token: string; url: string; expires_at: string };
};
const ask = (token: string, attributes: Record<string, string> = {}, host = world.demo.host, address = `192.0.2.${++n}`) =>
  api.request('/v2/invitation_link_registrations', {
    method: 'POST',
    host,
    headers: { 'x-forwarded-for': address },
    json: { invitation_link: { invitation_token: token, user_attributes: { email: `joiner${n}@school.test`, firstname: 'Jo', lastname: 'Inscrit', locale: 'it', ...attributes } } },
  });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('invitation links', () => {
  it('an admin makes a link on the community’s sub-domain, valid a week; it shows its group', async () => {
    const link = await makeLink();
    expect(link.url).toBe(`http://demo.localhost:3000/auth/register/public-link?token=${link.token}`);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const shown = await api.request(`/v2/invitation_links/${link.token}`, { host: world.demo.host });
    expect((await shown.json()).data).toEqual({ community: { name: 'Demo', slug: 'demo' }, group: { id: world.demo.group.id, name: 'Seconde demo' } });
    expect((await api.request(`/v2/invitation_links/${link.token}`, { host: world.mistral.host })).status).toBe(404);
  });

  it('asking through a link makes a pending member and mails a confirmation in the chosen language, not an account', async () => {
    const link = await makeLink();
    const email = 'giulia@school.test';
    const res = await ask(link.token, { email, firstname: 'Giulia' });
    expect(res.status).toBe(202);
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ status: 'pending', passwordHash: null, locale: 'it' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'registrationConfirmation', locale: 'it', subject: "Demo: conferma il tuo indirizzo per creare l'account" });
    expect(mail.text).toContain('http://demo.localhost:3000/it/auth/register/form?invitation_token=');
    // Nobody invited them: the audit log, which records what admins do to members, does not name them.
    expect(await api.db.select().from(auditLog).where(eq(auditLog.subjectId, row.id))).toEqual([]);
  });

  it('an address that has an account gets the same answer and no mail', async () => {
    const link = await makeLink();
    const res = await ask(link.token, { email: world.demo.learner.email });
    expect(res.status).toBe(202);
    expect((await res.json()).data).toEqual({ email: world.demo.learner.email });
    expect(await mailsTo(world.demo.learner.email)).toHaveLength(0);
  });

  it('a link turned off or expired answers 404 INVALID_INVITATION_LINK and sends nothing', async () => {
    const off = await makeLink();
    expect((await api.request(`/v2/invitation_links/${off.id}`, { method: 'DELETE', host: world.demo.host, token: adminToken })).status).toBe(204);
    const refused = await ask(off.token, { email: 'late@school.test' });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('INVALID_INVITATION_LINK');
    const old = await makeLink();
    await api.db.update(invitationLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitationLinks.id, old.id));
    expect((await ask(old.token, { email: 'later@school.test' })).status).toBe(404);
    expect(await mailsTo('late@school.test')).toHaveLength(0);
    expect(await mailsTo('later@school.test')).toHaveLength(0);
  });

  it('only those who may invite into the group make or turn off its link', async () => {
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    const made = await api.request('/v2/invitation_links', { method: 'POST', host: world.demo.host, token: learner.token, json: { invitation_link: { group_id: world.demo.group.id } } });
    expect(made.status).toBe(403);
    const link = await makeLink();
    expect((await api.request(`/v2/invitation_links/${link.id}`, { method: 'DELETE', host: world.demo.host, token: learner.token })).status).toBe(403);
    const mistralAdmin = await login(api, world.mistral.admin.email, world.mistral.host);
    expect((await api.request(`/v2/invitation_links/${link.id}`, { method: 'DELETE', host: world.mistral.host, token: mistralAdmin.token })).status).toBe(404);
  });

  it(`allows ${LINK_REGISTRATION_LIMIT.limit} requests an hour from one address, then 429`, async () => {
    const link = await makeLink();
    for (let i = 0; i < LINK_REGISTRATION_LIMIT.limit; i++) expect((await ask(link.token, {}, undefined, '198.51.100.99')).status).toBe(202);
    expect((await ask(link.token, {}, undefined, '198.51.100.99')).status).toBe(429);
  });
});
