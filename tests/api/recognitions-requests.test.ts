import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, mailOutbox, microRecognitionMessages, microRecognitions, microRecognitionSkills, recognitionReviewLinks } from '@/server/db/schema';
import { createRecognition, createUser } from '@/server/seed/fixtures';
import { digestToken } from '@/server/platform/tokens';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { EXTERNAL_TEACHER, experienceWithSkills } from '../support/recognitions';

// Issue 11, the learner's side: spec §3 Teacher lookup and Micro-recognition, §4 statuses
// (resend after 7 days sets teacher_action, cancel deletes), §5 resend rule, §7 the calls.

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let peer: Actor;
let teacherActor: Actor;
let teacher: Awaited<ReturnType<typeof createUser>>;
let mistralTeacher: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  teacher = await createUser(api.db, { email: 'tuteur@demo.test', firstname: 'Thomas', lastname: 'Tuteur', locale: 'it', isTeacher: true, communityIds: [demo.community.id] });
  await createUser(api.db, { email: 'off@demo.test', firstname: 'Ada', lastname: 'Absente', isTeacher: true, active: false, communityIds: [demo.community.id] });
  mistralTeacher = await createUser(api.db, { email: 'prof@mistral.test', firstname: 'Marc', lastname: 'Mistral', isTeacher: true, communityIds: [mistral.community.id] });
  learner = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  peer = { token: (await login(api, demo.peer.email, demo.host)).token, host: demo.host };
  teacherActor = { token: (await login(api, teacher.email, demo.host)).token, host: demo.host };
});
afterAll(() => api.close());

const call = (actor: Actor, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method, host: actor.host, token: actor.token, json, headers });
const mine = () => experienceWithSkills(api, world.demo.learner, world.demo.community.id, [world.demo.group.id]);
const askCommunityTeacher = (experienceId: number, skillId: number, extra: Record<string, unknown> = {}, actor = learner, headers: Record<string, string> = {}) =>
  call(actor, 'POST', '/v2/micro_recognitions', { micro_recognition: { experience_id: experienceId, teacher_id: teacher.id, student_message: 'Pouvez-vous valider mon exposé ?', skills: [{ skill_id: skillId, level: 3 }], proof_accepted: true, ...extra } }, headers);
const askExternal = (experienceId: number, skillId: number) =>
  call(learner, 'POST', '/v2/micro_recognitions', {
    micro_recognition: {
      experience_id: experienceId,
      teacher_email: EXTERNAL_TEACHER.email,
      teacher_first_name: EXTERNAL_TEACHER.firstname,
      teacher_last_name: EXTERNAL_TEACHER.lastname,
      student_message: 'Bonjour, voici mon stage.',
      skills: [{ skill_id: skillId, level: 2 }],
      proof_accepted: true,
    },
  });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const countOf = async (experienceId: number) => (await api.db.select().from(microRecognitions).where(eq(microRecognitions.experienceId, experienceId))).length;
/** Moves the last update back, as time passing would (spec §5's 7-day rule). */
const ageBy = (id: number, days: number) => api.db.update(microRecognitions).set({ updatedAt: sql`now() - make_interval(days => ${days})` }).where(eq(microRecognitions.id, id));

describe('GET /v2/teachers', () => {
  const lookup = (actor: Actor, communityId: number, studentId: number, external = 'true') =>
    call(actor, 'GET', `/v2/teachers?${new URLSearchParams({ 'teacher[community_id]': String(communityId), 'teacher[student_id]': String(studentId), external_teachers: external })}`);

  it("lists the community's active teachers only, and the outside teachers this learner already asked", async () => {
    const { experienceId, skillIds } = await mine();
    expect((await askExternal(experienceId, skillIds[0])).status).toBe(201);
    const res = await lookup(learner, world.demo.community.id, world.demo.learner.id);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual([
      { id: teacher.id, email: teacher.email, firstname: 'Thomas', lastname: 'Tuteur', external: false },
      { id: null, email: EXTERNAL_TEACHER.email, firstname: EXTERNAL_TEACHER.firstname, lastname: EXTERNAL_TEACHER.lastname, external: true },
    ]);
    // Without the flag, the community's only; another learner has not asked anyone from outside.
    expect((await (await lookup(learner, world.demo.community.id, world.demo.learner.id, 'false')).json()).data.map((t: { id: number }) => t.id)).toEqual([teacher.id]);
    expect((await (await lookup(peer, world.demo.community.id, world.demo.peer.id)).json()).data.map((t: { id: number }) => t.id)).toEqual([teacher.id]);
  });

  it("never lists another community's teachers, nor for another learner", async () => {
    expect((await lookup(learner, world.mistral.community.id, world.demo.learner.id)).status).toBe(404);
    expect((await lookup(learner, world.demo.community.id, world.demo.peer.id)).status).toBe(403);
    const body = JSON.stringify(await (await lookup(learner, world.demo.community.id, world.demo.learner.id)).json());
    expect(body).not.toContain(mistralTeacher.email);
  });
});

describe('POST /v2/micro_recognitions', () => {
  it("creates a pending request with its message and skills, and mails the community teacher in the teacher's language", async () => {
    const { experienceId, skillIds } = await mine();
    const res = await askCommunityTeacher(experienceId, skillIds[1], { skills: [{ skill_id: skillIds[0], level: 3 }, { skill_id: skillIds[1], level: 1 }] });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({
      status: 'pending',
      experience: { id: experienceId },
      student: { id: world.demo.learner.id },
      teacher: { id: teacher.id, email: teacher.email, firstname: 'Thomas', lastname: 'Tuteur', external: false },
      messages: [{ author: 'student', kind: 'request', body: 'Pouvez-vous valider mon exposé ?' }],
      skills: [
        { skill_id: skillIds[0], name: 'Oral', student_level: 3, teacher_level: null },
        { skill_id: skillIds[1], name: 'Curiosité', student_level: 1, teacher_level: null },
      ],
      certification: null,
    });
    expect(new Date(data.resendable_at).getTime() - new Date(data.updated_at).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const [mail] = (await mailsTo(teacher.email)).filter((m) => m.text.includes(`id=${data.id}`));
    expect(mail).toMatchObject({ kind: 'recognitionRequest', locale: 'it', communityId: world.demo.community.id });
    expect(mail.subject).toBe(`Learner demo ti chiede di riconoscere un'esperienza`);
    expect(mail.text).toContain(`http://demo.localhost:3000/it/recognition/review?id=${data.id}`);
    expect(mail.text).toContain('Pouvez-vous valider mon exposé ?');
    // A community teacher signs in: no review link is made for them.
    expect(await api.db.select().from(recognitionReviewLinks).where(eq(recognitionReviewLinks.microRecognitionId, data.id))).toEqual([]);
  });

  it("names the badge: the learner's title, or the experience's first line; an empty or overlong title is refused (422), creating nothing", async () => {
    const titled = await mine();
    const res = await askCommunityTeacher(titled.experienceId, titled.skillIds[0], { title: '  Exposé au musée des Beaux-Arts  ' });
    expect(res.status).toBe(201);
    expect((await res.json()).data.title).toBe('Exposé au musée des Beaux-Arts');
    const untitled = await mine();
    const plain = await askCommunityTeacher(untitled.experienceId, untitled.skillIds[0]);
    expect((await plain.json()).data.title).toBe('Visite du musée des Beaux-Arts et exposé devant la classe');
    for (const title of ['   ', 'é'.repeat(81)]) {
      const { experienceId, skillIds } = await mine();
      const refused = await askCommunityTeacher(experienceId, skillIds[0], { title });
      expect(refused.status).toBe(422);
      expect(Object.keys((await refused.json()).errors)).toEqual(['title']);
      expect(await countOf(experienceId)).toBe(0);
    }
  });

  it("mails a teacher from outside a single-use link, in the learner's language", async () => {
    const { experienceId, skillIds } = await mine();
    const { data } = await (await askExternal(experienceId, skillIds[0])).json();
    expect(data.teacher).toEqual({ id: null, ...EXTERNAL_TEACHER, external: true });
    const mail = (await mailsTo(EXTERNAL_TEACHER.email)).at(-1)!;
    expect(mail.locale).toBe('fr');
    expect(mail.text).toContain('Bonjour Paule,');
    const token = /recognition\/review\?id=\d+&token=([\w.-]+)/.exec(mail.text)![1];
    expect(mail.text).toContain(`http://demo.localhost:3000/recognition/review?id=${data.id}&token=${token}`);
    const [link] = await api.db.select().from(recognitionReviewLinks).where(eq(recognitionReviewLinks.microRecognitionId, data.id));
    // Only the digest is kept; the link lasts 14 days.
    expect(link.tokenHash).toBe(digestToken(token));
    expect(Math.round((link.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(14);
  });

  it('refuses a second request while one is open (pending, teacher_action, student_action), and takes one after a decline', async () => {
    const { experienceId, skillIds } = await mine();
    const first = await (await askCommunityTeacher(experienceId, skillIds[0])).json();
    for (const status of ['pending', 'teacher_action', 'student_action'] as const) {
      await api.db.update(microRecognitions).set({ status }).where(eq(microRecognitions.id, first.data.id));
      const again = await askCommunityTeacher(experienceId, skillIds[0]);
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe('RECOGNITION_ALREADY_OPEN');
    }
    expect(await countOf(experienceId)).toBe(1);
    await api.db.update(microRecognitions).set({ status: 'declined' }).where(eq(microRecognitions.id, first.data.id));
    expect((await askCommunityTeacher(experienceId, skillIds[0])).status).toBe(201);
  });

  it('refuses a request for an experience already certified (409 ALREADY_CERTIFIED)', async () => {
    const { experienceId, skillIds } = await mine();
    await api.db.insert(certifications).values({ experienceId, certificatorName: 'Mme Prof', certificatorEmail: 'prof@ailleurs.test' });
    const res = await askCommunityTeacher(experienceId, skillIds[0]);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('ALREADY_CERTIFIED');
    expect(await countOf(experienceId)).toBe(0);
  });

  it('is idempotent: a repeated Idempotency-Key answers the first request and mails once', async () => {
    const { experienceId, skillIds } = await mine();
    const headers = { 'Idempotency-Key': `recognition-${experienceId}` };
    const before = (await mailsTo(teacher.email)).length;
    const first = await askCommunityTeacher(experienceId, skillIds[0], {}, learner, headers);
    const again = await askCommunityTeacher(experienceId, skillIds[0], {}, learner, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect(await countOf(experienceId)).toBe(1);
    expect((await mailsTo(teacher.email)).length).toBe(before + 1);
  });

  it.each([
    ['a skill of another experience', async (other: number) => ({ skills: [{ skill_id: other, level: 2 }] }), 'skills.0.skill_id'],
    ['a level out of 1..4', async () => ({ skills: [{ skill_id: 0, level: 5 }] }), 'skills.0.level'],
    ['no skill', async () => ({ skills: [] }), 'skills'],
    ['a teacher of another community', async () => ({ teacher_id: mistralTeacher.id }), 'teacher_id'],
    ['a learner who is not a teacher', async () => ({ teacher_id: world.demo.peer.id }), 'teacher_id'],
    ['both kinds of teacher', async () => ({ teacher_email: 'x@y.test', teacher_first_name: 'X', teacher_last_name: 'Y' }), 'teacher_id'],
    ['a message over 1000 characters', async () => ({ student_message: 'a'.repeat(1001) }), 'student_message'],
  ])('refuses %s (422) and writes nothing', async (_, extra, field) => {
    const { experienceId, skillIds } = await mine();
    const other = await mine();
    const res = await askCommunityTeacher(experienceId, skillIds[0], await extra(other.skillIds[0]));
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toContain(field);
    expect(await countOf(experienceId)).toBe(0);
  });

  it("refuses an outside teacher without a name, or the learner's own address", async () => {
    const { experienceId, skillIds } = await mine();
    const base = { experience_id: experienceId, skills: [{ skill_id: skillIds[0], level: 2 }], proof_accepted: true };
    const noName = await call(learner, 'POST', '/v2/micro_recognitions', { micro_recognition: { ...base, teacher_email: 'a@b.test' } });
    expect(Object.keys((await noName.json()).errors).sort()).toEqual(['teacher_first_name', 'teacher_last_name']);
    const self = await call(learner, 'POST', '/v2/micro_recognitions', { micro_recognition: { ...base, teacher_email: world.demo.learner.email, teacher_first_name: 'Moi', teacher_last_name: 'Même' } });
    expect((await self.json()).errors).toEqual({ teacher_email: ['cannot be your own address'] });
  });

  it("only the experience's author may ask: 403 for a reader, 404 across communities", async () => {
    const { experienceId, skillIds } = await mine();
    expect((await askCommunityTeacher(experienceId, skillIds[0], {}, peer)).status).toBe(403);
    const stranger = { token: (await login(api, world.mistral.learner.email, world.mistral.host)).token, host: world.mistral.host };
    expect((await askCommunityTeacher(experienceId, skillIds[0], {}, stranger)).status).toBe(404);
    expect(await countOf(experienceId)).toBe(0);
  });
});

describe('PATCH /v2/micro_recognitions/{id}', () => {
  const handBack = (id: number, message?: string, actor = learner) =>
    call(actor, 'PATCH', `/v2/micro_recognitions/${id}`, { micro_recognition: { status: 'teacher_action', ...(message && { student_message: message }) } });

  it('refuses a reminder under 7 days since the last update (409 RESEND_TOO_SOON), sends one after, and the clock starts again', async () => {
    const { experienceId, skillIds } = await mine();
    const { data } = await (await askCommunityTeacher(experienceId, skillIds[0])).json();
    const tooSoon = await handBack(data.id);
    expect(tooSoon.status).toBe(409);
    expect((await tooSoon.json()).error).toMatchObject({ code: 'RESEND_TOO_SOON', resendable_at: data.resendable_at });
    await ageBy(data.id, 6);
    expect((await handBack(data.id)).status).toBe(409);
    await ageBy(data.id, 7);
    const before = (await mailsTo(teacher.email)).length;
    const sent = await handBack(data.id, 'Avez-vous pu regarder ?');
    expect(sent.status).toBe(200);
    const after = (await sent.json()).data;
    expect(after.status).toBe('teacher_action');
    expect(after.messages.at(-1)).toMatchObject({ author: 'student', kind: 'reminder', body: 'Avez-vous pu regarder ?' });
    const reminder = (await mailsTo(teacher.email)).slice(before);
    expect(reminder).toHaveLength(1);
    expect(reminder[0].subject).toBe('Promemoria: Learner demo attende il tuo riconoscimento');
    // The reminder was an update: the next one waits 7 days again.
    expect((await handBack(data.id)).status).toBe(409);
  });

  it("mails a teacher from outside a fresh link with a reminder, and the earlier link stops working", async () => {
    const { experienceId, skillIds } = await mine();
    const { data } = await (await askExternal(experienceId, skillIds[0])).json();
    const tokenIn = (text: string) => /recognition\/review\?id=\d+&token=([\w.-]+)/.exec(text)![1];
    const first = tokenIn((await mailsTo(EXTERNAL_TEACHER.email)).at(-1)!.text);
    await ageBy(data.id, 8);
    expect((await handBack(data.id)).status).toBe(200);
    const second = tokenIn((await mailsTo(EXTERNAL_TEACHER.email)).at(-1)!.text);
    expect(second).not.toBe(first);
    expect((await api.request(`/v2/micro_recognitions/${data.id}?token=${first}`, { host: world.demo.host })).status).toBe(404);
    expect((await api.request(`/v2/micro_recognitions/${data.id}?token=${second}`, { host: world.demo.host })).status).toBe(200);
  });

  it('takes the answer to a question (student_action) at once, and mails the teacher', async () => {
    const { experienceId } = await mine();
    const row = await createRecognition(api.db, { communityId: world.demo.community.id, experienceId, teacherId: teacher.id, teacherEmail: teacher.email, status: 'student_action' });
    const before = (await mailsTo(teacher.email)).length;
    const res = await handBack(row.id, 'Voici les photos.');
    expect(res.status).toBe(200);
    expect((await res.json()).data.messages.at(-1)).toMatchObject({ kind: 'answer', body: 'Voici les photos.' });
    const [answerMail] = (await mailsTo(teacher.email)).slice(before);
    expect(answerMail.subject).toBe('Learner demo ha risposto alla tua domanda');
  });

  it('refuses a decided request (409), the reviewer (403), and another learner (404), changing nothing', async () => {
    const { experienceId } = await mine();
    const row = await createRecognition(api.db, { communityId: world.demo.community.id, experienceId, teacherId: teacher.id, teacherEmail: teacher.email, status: 'declined' });
    expect((await handBack(row.id)).status).toBe(409);
    await api.db.update(microRecognitions).set({ status: 'student_action' }).where(eq(microRecognitions.id, row.id));
    expect((await handBack(row.id, undefined, teacherActor)).status).toBe(403);
    expect((await handBack(row.id, undefined, peer)).status).toBe(404);
    const [after] = await api.db.select().from(microRecognitions).where(eq(microRecognitions.id, row.id));
    expect(after.status).toBe('student_action');
  });

  it('takes only teacher_action as the new status (422)', async () => {
    const { experienceId } = await mine();
    const row = await createRecognition(api.db, { communityId: world.demo.community.id, experienceId, teacherEmail: 'x@y.test', status: 'student_action' });
    const res = await call(learner, 'PATCH', `/v2/micro_recognitions/${row.id}`, { micro_recognition: { status: 'accepted' } });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['status']);
  });
});

describe('DELETE /v2/micro_recognitions/{id}', () => {
  it('cancels an open request: the request, its thread, skills and links are gone (spec §4)', async () => {
    const { experienceId, skillIds } = await mine();
    const { data } = await (await askExternal(experienceId, skillIds[0])).json();
    expect((await call(peer, 'DELETE', `/v2/micro_recognitions/${data.id}`)).status).toBe(404);
    expect((await call(learner, 'DELETE', `/v2/micro_recognitions/${data.id}`)).status).toBe(204);
    expect(await countOf(experienceId)).toBe(0);
    for (const table of [microRecognitionMessages, microRecognitionSkills, recognitionReviewLinks]) {
      expect(await api.db.select().from(table).where(eq(table.microRecognitionId, data.id))).toEqual([]);
    }
    expect((await call(learner, 'GET', `/v2/micro_recognitions/${data.id}`)).status).toBe(404);
  });

  it('refuses to cancel a decided request (409)', async () => {
    const { experienceId } = await mine();
    const row = await createRecognition(api.db, { communityId: world.demo.community.id, experienceId, teacherEmail: 'x@y.test', status: 'accepted' });
    const res = await call(learner, 'DELETE', `/v2/micro_recognitions/${row.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('RECOGNITION_CLOSED');
    expect(await api.db.select().from(microRecognitions).where(and(eq(microRecognitions.id, row.id)))).toHaveLength(1);
  });
});
