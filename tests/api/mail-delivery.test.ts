import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { createMailSender } from '@/server/modules/mail/sender';
import { deliverDueMails, forgetOldMails, MAIL_POLICY, type MailTransport } from '@/server/modules/mail/outbox';
import { createSmtpTransport } from '@/server/modules/mail/transport';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, type TwoCommunities } from '../support/communities';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener';

// Issue 9: "Sending never blocks or fails the request that caused it: mails are queued in the
// database and retried with back-off; a failed send is visible in the outbox."

let api: TestApi;
let world: TwoCommunities;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
  api = await startTestApi();
  await api.deps.mail.stop();
  api.deps.mail = createMailSender(api.db, createSmtpTransport(smtp.url, 'Journal <no-reply@journal.test>'));
  world = await buildTwoCommunities(api);
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const ask = (email: string) => api.request('/v2/password', { method: 'POST', host: world.demo.host, json: { user: { email } } });
const member = (local: string, locale = 'fr') =>
  createUser(api.db, { email: `${local}@mail.test`, firstname: 'Nikos', locale, communityIds: [world.demo.community.id] });
const rowOf = async (recipient: string) => (await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)))[0];
const until = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !condition() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('delivery through SMTP', () => {
  it('reaches the SMTP server in the recipient’s language, with a working link, and is marked sent', async () => {
    const nikos = await member('nikos', 'el');
    const asked = Date.now();
    expect((await ask(nikos.email)).status).toBe(202);
    await api.deps.mail.idle();
    const mail = smtp.mails.find((received) => received.to.includes(nikos.email))!;
    expect(mail).toBeDefined();
    console.log(`password-reset mail: ${mail.receivedAt - asked} ms from request to the SMTP listener`);
    expect(mail.from).toBe('no-reply@journal.test');
    expect(mail.subject).toBe('Demo: επιλέξτε νέο κωδικό πρόσβασης');
    expect(mail.language).toBe('el');
    expect(mail.text).toContain('Ο σύνδεσμος ισχύει μία φορά, για 60 λεπτά.');
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect(mail.html).toContain(`token=${token}`);
    const used = await api.request('/v2/password', { method: 'PUT', host: world.demo.host, json: { user: { reset_password_token: token, password: 'καινούργιος κωδικός', password_confirmation: 'καινούργιος κωδικός' } } });
    expect(used.status).toBe(200);
    expect(await rowOf(nikos.email)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('with SMTP down: the request still answers 202, the mail waits with its error and a later try, then goes once it is back', async () => {
    const down = await startSmtpListener({ refuse: true });
    const transport = createSmtpTransport(down.url, 'Journal <no-reply@journal.test>');
    const sam = await member('sam');
    await api.deps.mail.stop();
    expect((await ask(sam.email)).status).toBe(202);

    const now = new Date();
    await deliverDueMails(api.db, transport, now);
    let row = await rowOf(sam.email);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + MAIL_POLICY.backOffMs(1) - 1000);
    // Not due yet: a round now leaves it alone.
    expect(await deliverDueMails(api.db, transport, now)).toBe(0);

    const later = new Date(row.nextAttemptAt.getTime() + 1);
    await deliverDueMails(api.db, createSmtpTransport(smtp.url, 'Journal <no-reply@journal.test>'), later);
    row = await rowOf(sam.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.mails.filter((mail) => mail.to.includes(sam.email))).toHaveLength(1);
    await down.close();
  });

  it(`gives up after ${MAIL_POLICY.maxAttempts} attempts: failed, kept in the outbox with its last error`, async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:9', 'Journal <no-reply@journal.test>');
    const lou = await member('lou');
    expect((await ask(lou.email)).status).toBe(202);
    for (let attempt = 1; attempt <= MAIL_POLICY.maxAttempts; attempt++) {
      const row = await rowOf(lou.email);
      await deliverDueMails(api.db, transport, new Date(row.nextAttemptAt.getTime() + 1));
    }
    const row = await rowOf(lou.email);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_POLICY.maxAttempts });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(await deliverDueMails(api.db, transport, new Date(Date.now() + 365 * 24 * 3600 * 1000))).toBe(0);
  });

  it('a mail claimed by a process that died is claimed again once its lease ran out, and sent once', async () => {
    const ada = await member('ada');
    await ask(ada.email);
    await api.db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: new Date(), claimedBy: 'a process that died', leaseExpiresAt: new Date(Date.now() + MAIL_POLICY.leaseMs) })
      .where(eq(mailOutbox.recipient, ada.email));
    const transport = createSmtpTransport(smtp.url, 'Journal <no-reply@journal.test>');
    expect(await deliverDueMails(api.db, transport, new Date())).toBe(0);
    await deliverDueMails(api.db, transport, new Date(Date.now() + MAIL_POLICY.leaseMs + 1000));
    expect(await rowOf(ada.email)).toMatchObject({ status: 'sent' });
    expect(smtp.mails.filter((mail) => mail.to.includes(ada.email))).toHaveLength(1);
  });

  it('keeps the production lease short enough for a takeover within 30 s, renewed several times per lease', () => {
    expect(MAIL_POLICY.leaseMs + MAIL_POLICY.pollEveryMs).toBeLessThanOrEqual(30_000);
    expect(MAIL_POLICY.renewEveryMs * 2).toBeLessThanOrEqual(MAIL_POLICY.leaseMs);
  });

  it('mails held by a sender that died mid-send are sent once by another sender, and never again by the first when it comes back', async () => {
    const leaseMs = 800;
    const smtpTransport = createSmtpTransport(smtp.url, 'Journal <no-reply@journal.test>');
    const [lea, max] = [await member('lea'), await member('max')];
    await api.deps.mail.stop();
    const receivedBefore = smtp.mails.length;
    await ask(lea.email);
    await ask(max.email);

    // The first sender claims both, then hangs on its first SMTP exchange and stops renewing: as good as dead.
    let hungAt = 0;
    let comeBack = () => {};
    const hung = new Promise<void>((resolve) => (comeBack = resolve));
    const dying: MailTransport = {
      send: async (mail) => {
        if (!hungAt) {
          hungAt = Date.now();
          await hung;
          throw new Error('connection lost');
        }
        await smtpTransport.send(mail);
      },
    };
    const first = createMailSender(api.db, dying, { everyMs: 60_000, leaseMs, renewEveryMs: 60_000 });
    first.wake();
    await until(() => hungAt > 0, 5000);
    expect((await rowOf(lea.email)).status).toBe('sending');

    let takenAt = 0;
    const live: MailTransport = { send: async (mail) => ((takenAt ||= Date.now()), smtpTransport.send(mail)) };
    const second = createMailSender(api.db, live, { everyMs: 50, leaseMs, renewEveryMs: 200 });
    const delivered = () => [lea, max].every((person) => smtp.mails.some((mail) => mail.to.includes(person.email)));
    await until(delivered, 20_000);
    await second.stop();
    expect(takenAt - hungAt).toBeGreaterThanOrEqual(leaseMs - 50);
    expect(takenAt - hungAt).toBeLessThan(30_000);

    comeBack();
    await first.stop();
    for (const person of [lea, max]) {
      expect(smtp.mails.slice(receivedBefore).filter((mail) => mail.to.includes(person.email))).toHaveLength(1);
      expect(await rowOf(person.email)).toMatchObject({ status: 'sent', lastError: null });
    }
  });
});

describe('how long the outbox keeps a mail', () => {
  it('forgets the mails done with for a month, with the addresses and names they hold, and keeps those still to send', async () => {
    const community = world.demo.community.id;
    const old = new Date(Date.now() - MAIL_POLICY.keptForMs - 60_000);
    const base = { communityId: community, locale: 'fr', kind: 'passwordReset' as const, subject: 'S', text: 'T', html: '<p>T</p>', nextAttemptAt: old };
    const rows = await api.db
      .insert(mailOutbox)
      .values([
        { ...base, recipient: 'old-sent@retention.test', status: 'sent' as const, createdAt: old },
        { ...base, recipient: 'old-kept@retention.test', status: 'kept' as const, createdAt: old },
        { ...base, recipient: 'old-failed@retention.test', status: 'failed' as const, createdAt: old },
        { ...base, recipient: 'old-queued@retention.test', status: 'queued' as const, createdAt: old, nextAttemptAt: new Date(Date.now() + 3_600_000) },
        { ...base, recipient: 'recent@retention.test', status: 'sent' as const },
      ])
      .returning();
    expect(await forgetOldMails(api.db)).toBeGreaterThanOrEqual(3);
    const left = (await api.db.select().from(mailOutbox)).filter((m) => m.recipient.endsWith('@retention.test')).map((m) => m.recipient);
    expect(left.sort()).toEqual(['old-queued@retention.test', 'recent@retention.test']);
    expect(rows).toHaveLength(5);
  });
});
