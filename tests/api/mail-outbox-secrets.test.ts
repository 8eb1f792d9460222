import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, invitationLinks, mailOutbox } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { createMailSender } from '@/server/modules/mail/sender';
import { createSmtpTransport } from '@/server/modules/mail/transport';
import { newOpaqueToken } from '@/server/platform/tokens';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, PASSWORD, type TwoCommunities } from '../support/communities';
import { EXTERNAL_TEACHER, experienceWithSkills } from '../support/recognitions';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener';

// A community admin reads the outbox; a link there that signs someone in, sets a password,
// confirms an address or accepts an invitation would let the admin act as its recipient. The
// outbox masks each such token; the mail delivered and its stored body keep the working link.

let api: TestApi;
let world: TwoCommunities;
let smtp: SmtpListener;
let admin: { token: string; host: string };
beforeAll(async () => {
  smtp = await startSmtpListener();
  api = await startTestApi();
  await api.deps.mail.stop();
  api.deps.mail = createMailSender(api.db, createSmtpTransport(smtp.url, 'Journal <no-reply@journal.test>'));
  world = await buildTwoCommunities(api);
  await api.db.update(communities).set({ publicRegistration: true }).where(eq(communities.id, world.demo.community.id));
  admin = { token: (await login(api, world.demo.admin.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const send = async (path: string, method: string, json: unknown, token?: string) => {
  const res = await api.request(path, { method, host: world.demo.host, token, json });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
};

/** One mail of each kind whose link carries a secret, each to an address of its own. */
async function mailsWithSecrets() {
  const member = await createUser(api.db, { email: 'reset@secrets.test', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
  const changer = await createUser(api.db, { email: 'changer@secrets.test', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
  const [link] = await api.db
    .insert(invitationLinks)
    .values({ communityId: world.demo.community.id, groupId: world.demo.group.id, token: newOpaqueToken(), expiresAt: new Date(Date.now() + 60_000) })
    .returning();
  const person = { firstname: 'Sacha', lastname: 'Secret', locale: 'en' };

  await send('/v2/password', 'POST', { user: { email: member.email } });
  await send('/v2/signup', 'PUT', { user: { ...person, email: 'signup@secrets.test', password: 'a long secret', password_confirmation: 'a long secret' } });
  const changerToken = (await login(api, changer.email, world.demo.host)).token;
  await send(`/v2/users/${changer.id}/credentials`, 'PUT', { user: { email: 'changed@secrets.test', current_password: PASSWORD } }, changerToken);
  await send('/v2/invitation', 'POST', { user: { ...person, email: 'invited@secrets.test' }, group_id: world.demo.group.id, community_id: world.demo.community.id }, admin.token);
  await send('/v2/invitation_link_registrations', 'POST', { invitation_link: { invitation_token: link.token, user_attributes: { ...person, email: 'joiner@secrets.test' } } });
  const { experienceId, skillIds } = await experienceWithSkills(api, world.demo.learner, world.demo.community.id, [world.demo.group.id]);
  const learnerToken = (await login(api, world.demo.learner.email, world.demo.host)).token;
  const outside = { teacher_email: EXTERNAL_TEACHER.email, teacher_first_name: EXTERNAL_TEACHER.firstname, teacher_last_name: EXTERNAL_TEACHER.lastname };
  await send('/v2/micro_recognitions', 'POST', { micro_recognition: { experience_id: experienceId, ...outside, skills: [{ skill_id: skillIds[0], level: 2 }], proof_accepted: true } }, learnerToken);
  await api.deps.mail.idle();
  return {
    passwordReset: member.email,
    signupConfirmation: 'signup@secrets.test',
    emailChange: 'changed@secrets.test',
    invitation: 'invited@secrets.test',
    registrationConfirmation: 'joiner@secrets.test',
    recognitionRequest: EXTERNAL_TEACHER.email,
  } as const;
}

const readOutbox = async () => {
  const res = await api.request('/v2/mail_outbox', { host: admin.host, token: admin.token });
  expect(res.status).toBe(200);
  return (await res.json()).data as { id: number; kind: string; recipient: string; text: string }[];
};

describe('GET /v2/mail_outbox', () => {
  it('masks every token that signs in, sets a password, confirms an address or accepts an invitation; the mail sent keeps it', async () => {
    const recipients = await mailsWithSecrets();
    const shown = await readOutbox();
    for (const [kind, recipient] of Object.entries(recipients)) {
      const [stored] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
      expect(stored.kind, recipient).toBe(kind);
      const secret = /[?&](?:invitation_)?token=([^&\s]+)/.exec(stored.text)?.[1];
      expect(secret, `${kind} carries a token`).toMatch(/^[\w.-]{20,}$/);
      expect(stored.html).toContain(secret);

      const delivered = smtp.mails.find((mail) => mail.to.includes(recipient))!;
      expect(delivered.text.trim()).toBe(stored.text.trim());

      const { text } = shown.find((mail) => mail.id === stored.id)!;
      expect(text, kind).not.toContain(secret);
      expect(text, kind).toBe(stored.text.replace(secret!, '•••'));
    }
  });

  it('leaves links that carry no secret as they are', async () => {
    const teacher = await createUser(api.db, { email: 'teacher@secrets.test', isTeacher: true, communityIds: [world.demo.community.id] });
    const { experienceId, skillIds } = await experienceWithSkills(api, world.demo.peer, world.demo.community.id, [world.demo.group.id]);
    const peerToken = (await login(api, world.demo.peer.email, world.demo.host)).token;
    await send('/v2/micro_recognitions', 'POST', { micro_recognition: { experience_id: experienceId, teacher_id: teacher.id, skills: [{ skill_id: skillIds[0], level: 2 }], proof_accepted: true } }, peerToken);
    const [stored] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, teacher.email));
    expect(stored.text).toMatch(/\/recognition\/review\?id=\d+/);
    expect((await readOutbox()).find((mail) => mail.id === stored.id)!.text).toBe(stored.text);
  });
});
