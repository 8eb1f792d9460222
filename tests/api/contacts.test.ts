import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities, contactMessages, mailOutbox } from '@/server/db/schema';
import { CONTACT_LIMITS_PER_ADDRESS } from '@/server/modules/communities/operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// Spec §2: "/contact"; §7: "POST /v2/contacts, body contact data." The issue: "a form (name,
// e-mail, subject, message) that reaches the community's support address by e-mail and is
// kept for admins; rate-limited".

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

let addresses = 0;
const message = { name: 'Camille Martin', email: 'Camille@Example.org', subject: 'Lien de connexion', message: 'Bonjour,\n\nJe ne reçois pas le lien.', locale: 'fr' };
const send = (contact: Record<string, unknown> = message, init: { host?: string; token?: string; address?: string } = {}) =>
  api.request('/v2/contacts', { method: 'POST', host: init.host ?? world.demo.host, token: init.token, json: { contact }, headers: { 'x-forwarded-for': init.address ?? `198.51.100.${++addresses}` } });
const mailsOfKind = () => api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contactMessage')).orderBy(mailOutbox.id);

beforeEach(async () => {
  await api.db.delete(mailOutbox);
  await api.db.delete(contactMessages);
  await api.db.update(communities).set({ supportEmail: null });
});

describe('POST /v2/contacts', () => {
  it("keeps the message and mails it to the community's admins, each in their language, when it has no support address", async () => {
    const res = await send();
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [kept] = await api.db.select().from(contactMessages);
    expect(kept).toMatchObject({ id: data.id, communityId: world.demo.community.id, userId: null, email: 'camille@example.org', subject: 'Lien de connexion', locale: 'fr' });
    const mails = await mailsOfKind();
    expect(mails.map((mail) => mail.recipient)).toEqual([world.demo.admin.email]);
    expect(mails[0]).toMatchObject({ communityId: world.demo.community.id, locale: world.demo.admin.locale });
    expect(mails[0].text).toContain('camille@example.org');
    expect(mails[0].text).toContain('Je ne reçois pas le lien.');
  });

  it("goes to the community's support address, in the sender's language, when it has one", async () => {
    await api.db.update(communities).set({ supportEmail: 'aide@demo.example' }).where(eq(communities.id, world.demo.community.id));
    expect((await send({ ...message, locale: 'el' })).status).toBe(201);
    const [mail] = await mailsOfKind();
    expect(mail).toMatchObject({ recipient: 'aide@demo.example', locale: 'el' });
    expect(mail.subject).toBe('Σελίδα επικοινωνίας, Demo: Lien de connexion');
    expect(mail.html).toContain('<html lang="el">');
  });

  it('escapes what the sender wrote in the HTML mail', async () => {
    expect((await send({ ...message, subject: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' })).status).toBe(201);
    const [mail] = await mailsOfKind();
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it("records a signed-in member as the sender, and never another community's member", async () => {
    const own = await login(api, world.demo.learner.email, world.demo.host);
    expect((await send(message, { token: own.token })).status).toBe(201);
    const foreign = await login(api, world.mistral.learner.email, world.mistral.host);
    // Mistral's session sent to demo's host: the host's community gets it, from nobody known.
    const res = await send(message, { token: foreign.token });
    expect(res.status).toBeLessThan(500);
    const kept = await api.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(kept[0].userId).toBe(world.demo.learner.id);
    expect(kept.slice(1).every((row) => row.userId === null && row.communityId === world.demo.community.id)).toBe(true);
  });

  it('refuses incomplete or oversized messages with field errors, keeping and mailing nothing', async () => {
    for (const contact of [
      { ...message, name: '   ' },
      { ...message, email: 'not an address' },
      { ...message, subject: '' },
      { ...message, message: 'x'.repeat(5001) },
      { ...message, locale: 'de' },
      { name: 'Camille' },
    ]) {
      const res = await send(contact);
      expect(res.status, JSON.stringify(contact).slice(0, 80)).toBe(422);
      expect((await res.json()).errors).toBeTypeOf('object');
    }
    expect(await api.db.select().from(contactMessages)).toHaveLength(0);
    expect(await mailsOfKind()).toHaveLength(0);
  });

  it('answers 404 on a host that names no community', async () => {
    const res = await send(message, { host: 'localhost:3000' });
    expect(res.status).toBe(404);
    expect(await api.db.select().from(contactMessages)).toHaveLength(0);
  });

  it(`takes ${CONTACT_LIMITS_PER_ADDRESS.limit} messages an hour from one address, then 429 with Retry-After`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < CONTACT_LIMITS_PER_ADDRESS.limit; i++) expect((await send(message, { address })).status).toBe(201);
    const refused = await send(message, { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await api.db.select().from(contactMessages)).toHaveLength(CONTACT_LIMITS_PER_ADDRESS.limit);
    // Another address is not held back.
    expect((await send(message, { address: '192.0.2.78' })).status).toBe(201);
  });
});
