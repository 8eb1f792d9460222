import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, mailOutbox, microRecognitions, openBadgeCredentials, users } from '@/server/db/schema';
import { REVIEW_LINK_LIMITS } from '@/server/modules/recognitions/operations';
import { createRecognition, createUser } from '@/server/seed/fixtures';
import { authenticate } from '@/server/modules/accounts/auth';
import { countForReview, listForReview } from '@/server/modules/recognitions/review';
import { loadRecognition } from '@/server/modules/recognitions/serializer';
import { startTestApi, type TestApi } from '../support/api-harness';
import { countingDb } from '../support/counting-db';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { EXTERNAL_TEACHER, experienceWithSkills, forgedToken, reviewLink } from '../support/recognitions';

// Issue 11, the teacher's side: the review list, the decision (certify, question, decline) by a
// signed-in teacher or with a mailed single-use link, fresh links, and withdrawing a certification.

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let peer: Actor;
let teacherActor: Actor;
let mistralTeacherActor: Actor;
let admin: Actor;
let teacher: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  await api.db.update(users).set({ locale: 'nl' }).where(eq(users.id, demo.learner.id));
  teacher = await createUser(api.db, { email: 'tuteur@demo.test', firstname: 'Thomas', lastname: 'Tuteur', locale: 'en', isTeacher: true, communityIds: [demo.community.id] });
  // Same address as the demo teacher's would be no proof: mistral's teacher has an address of its own.
  const mistralTeacher = await createUser(api.db, { email: 'prof@mistral.test', firstname: 'Marc', lastname: 'Mistral', isTeacher: true, communityIds: [mistral.community.id] });
  learner = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  peer = { token: (await login(api, demo.peer.email, demo.host)).token, host: demo.host };
  teacherActor = { token: (await login(api, teacher.email, demo.host)).token, host: demo.host };
  mistralTeacherActor = { token: (await login(api, mistralTeacher.email, mistral.host)).token, host: mistral.host };
  admin = { token: (await login(api, demo.admin.email, demo.host)).token, host: demo.host };
});
afterAll(() => api.close());

const call = (actor: Actor | null, method: string, path: string, json?: unknown, host = world.demo.host) =>
  api.request(path, { method, host: actor?.host ?? host, token: actor?.token, json });
const mailsTo = (recipient: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);
const statusOf = async (id: number) => (await api.db.select().from(microRecognitions).where(eq(microRecognitions.id, id)))[0].status;
const certificationsOf = (experienceId: number) => api.db.select().from(certifications).where(eq(certifications.experienceId, experienceId));

/** A pending request of the demo learner's: to the demo teacher, or to a teacher from outside. */
async function request(to: 'teacher' | 'external' = 'teacher') {
  const { experienceId, skillIds } = await experienceWithSkills(api, world.demo.learner, world.demo.community.id, [world.demo.group.id]);
  const teacherFields =
    to === 'teacher'
      ? { teacherId: teacher.id, teacherEmail: teacher.email, teacherFirstName: 'Thomas', teacherLastName: 'Tuteur' }
      : { teacherEmail: EXTERNAL_TEACHER.email, teacherFirstName: EXTERNAL_TEACHER.firstname, teacherLastName: EXTERNAL_TEACHER.lastname };
  const row = await createRecognition(api.db, {
    communityId: world.demo.community.id,
    experienceId,
    status: 'pending',
    message: 'Pouvez-vous valider ?',
    skills: [
      { experienceSkillId: skillIds[0], studentLevel: 3 },
      { experienceSkillId: skillIds[1], studentLevel: 2 },
    ],
    ...teacherFields,
  });
  return { id: row.id, experienceId, skillIds };
}
const review = (actor: Actor | null, id: number, body: Record<string, unknown>) => call(actor, 'POST', `/v2/micro_recognitions/${id}/review`, body);

describe('GET /v2/micro_recognitions/review', () => {
  it("lists the open requests addressed to the signed-in teacher in their community, not another teacher's or community's", async () => {
    const open = await request();
    const decided = await request();
    await api.db.update(microRecognitions).set({ status: 'declined' }).where(eq(microRecognitions.id, decided.id));
    const external = await request('external');
    const ids = (await (await call(teacherActor, 'GET', '/v2/micro_recognitions/review')).json()).data.map((r: { id: number }) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(decided.id);
    expect(ids).not.toContain(external.id);
    expect((await (await call(mistralTeacherActor, 'GET', '/v2/micro_recognitions/review')).json()).data).toEqual([]);
    expect((await (await call(learner, 'GET', '/v2/micro_recognitions/review')).json()).data).toEqual([]);
  });

  it('loads the list in the same bounded number of queries for 2 requests as for 20, each as the single read answers it', async () => {
    const teacherSession = async (email: string) => {
      const row = await createUser(api.db, { email, firstname: 'Rita', lastname: 'Relue', isTeacher: true, communityIds: [world.demo.community.id] });
      const session = await authenticate(api.db, (await login(api, row.email, world.demo.host)).token);
      return { row, session: session! };
    };
    const few = await teacherSession('peu@demo.test');
    const many = await teacherSession('beaucoup@demo.test');
    const to = (t: typeof few.row) => ({ teacherId: t.id, teacherEmail: t.email, teacherFirstName: t.firstname, teacherLastName: t.lastname });
    for (let i = 0; i < 2; i++) await createRecognition(api.db, { communityId: world.demo.community.id, experienceId: (await experienceWithSkills(api, world.demo.learner, world.demo.community.id)).experienceId, message: `Peu ${i}`, ...to(few.row) });
    for (let i = 0; i < 20; i++) await createRecognition(api.db, { communityId: world.demo.community.id, experienceId: (await experienceWithSkills(api, world.demo.learner, world.demo.community.id)).experienceId, message: `Beaucoup ${i}`, ...to(many.row) });

    const two = countingDb(api.db);
    const twoListed = await listForReview(two.db, few.session);
    const twenty = countingDb(api.db);
    const twentyListed = await listForReview(twenty.db, many.session);

    expect(twoListed).toHaveLength(2);
    expect(twentyListed).toHaveLength(20);
    expect(twenty.queries()).toBe(two.queries());
    // The ids, their contexts, then messages, skills, certifications and teachers side by side.
    expect(twenty.queries()).toBeLessThanOrEqual(6);
    for (const listed of twentyListed) expect(listed).toEqual(await loadRecognition(api.db, listed.id));
    expect(twentyListed.every((r) => r.messages.length === 1 && r.skills.length === 2)).toBe(true);
  });
});

describe("a teacher's workspace: GET /v2/micro_recognitions/review?filter and /review/count", () => {
  it('sorts the requests addressed to a teacher by whose move it is, and counts each filter in one query', async () => {
    const row = await createUser(api.db, { email: 'atelier@demo.test', firstname: 'Alice', lastname: 'Atelier', isTeacher: true, communityIds: [world.demo.community.id] });
    const actor = { token: (await login(api, row.email, world.demo.host)).token, host: world.demo.host };
    const to = { teacherId: row.id, teacherEmail: row.email, teacherFirstName: row.firstname, teacherLastName: row.lastname };
    const make = async (status: 'pending' | 'teacher_action' | 'student_action' | 'accepted' | 'declined') =>
      (await createRecognition(api.db, { communityId: world.demo.community.id, experienceId: (await experienceWithSkills(api, world.demo.learner, world.demo.community.id)).experienceId, status, message: status, ...to })).id;
    const count = async () => (await (await call(actor, 'GET', '/v2/micro_recognitions/review/count')).json()).data;
    expect(await count()).toEqual({ waiting: 0, question: 0, decided: 0 });

    const pending = await make('pending');
    const handedBack = await make('teacher_action');
    const asked = await make('student_action');
    const accepted = await make('accepted');
    const declined = await make('declined');
    // Addressed by address only (a request to the teacher before they had an account) counts too; another teacher's does not.
    const byAddress = (await createRecognition(api.db, { communityId: world.demo.community.id, experienceId: (await experienceWithSkills(api, world.demo.learner, world.demo.community.id)).experienceId, message: 'par adresse', teacherEmail: 'ATELIER@demo.test', teacherFirstName: 'Alice', teacherLastName: 'Atelier' })).id;
    await request();

    const listed = async (query: string) => ((await (await call(actor, 'GET', `/v2/micro_recognitions/review${query}`)).json()).data as { id: number }[]).map((r) => r.id).sort();
    expect(await listed('?filter=waiting')).toEqual([pending, handedBack, byAddress].sort());
    expect(await listed('?filter=question')).toEqual([asked]);
    expect(await listed('?filter=decided')).toEqual([accepted, declined].sort());
    expect(await listed('')).toEqual([pending, handedBack, asked, byAddress].sort());
    expect(await count()).toEqual({ waiting: 3, question: 1, decided: 2 });

    const session = (await authenticate(api.db, actor.token))!;
    const counted = countingDb(api.db);
    await countForReview(counted.db, session);
    expect(counted.queries()).toBe(1);
  });

  it('refuses an unknown filter (422) and a signed-out caller (401); another community counts nothing of demo', async () => {
    const bad = await call(teacherActor, 'GET', '/v2/micro_recognitions/review?filter=everything');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toBeDefined();
    expect((await call(null, 'GET', '/v2/micro_recognitions/review/count')).status).toBe(401);
    expect((await (await call(mistralTeacherActor, 'GET', '/v2/micro_recognitions/review/count')).json()).data).toEqual({ waiting: 0, question: 0, decided: 0 });
  });
});

describe('GET /v2/micro_recognitions/{id}', () => {
  it('shows the request to its learner and its teacher only; another community gets 404', async () => {
    const { id } = await request();
    expect((await call(learner, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(200);
    expect((await call(teacherActor, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(200);
    expect((await call(peer, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(404);
    expect((await call(admin, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(404);
    expect((await call(mistralTeacherActor, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(404);
    expect((await call(null, 'GET', `/v2/micro_recognitions/${id}`)).status).toBe(401);
  });

  it("opens with a live link, without a session, on its community's host only, and for its own request only", async () => {
    const mine = await request('external');
    const other = await request('external');
    const token = await reviewLink(api, mine.id);
    const res = await call(null, 'GET', `/v2/micro_recognitions/${mine.id}?token=${token}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: mine.id, teacher: { email: EXTERNAL_TEACHER.email, external: true }, messages: [{ body: 'Pouvez-vous valider ?' }] });
    const refused = await call(null, 'GET', `/v2/micro_recognitions/${other.id}?token=${token}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('REVIEW_LINK_INVALID');
    expect((await call(null, 'GET', `/v2/micro_recognitions/${mine.id}?token=${token}`, undefined, world.mistral.host)).status).toBe(404);
  });

  it('refuses an expired, spent or forged link', async () => {
    const { id } = await request('external');
    const tokens = [await reviewLink(api, id, 'expired'), await reviewLink(api, id, 'spent'), forgedToken(id)];
    for (const token of tokens) {
      const res = await call(null, 'GET', `/v2/micro_recognitions/${id}?token=${token}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('REVIEW_LINK_INVALID');
    }
    // A live link with one character of its signature changed is forged too.
    const live = await reviewLink(api, id);
    const altered = live.slice(0, -1) + (live.endsWith('A') ? 'B' : 'A');
    expect((await call(null, 'GET', `/v2/micro_recognitions/${id}?token=${altered}`)).status).toBe(404);
    expect((await call(null, 'GET', `/v2/micro_recognitions/${id}?token=${live}`)).status).toBe(200);
  });
});

describe('POST /v2/micro_recognitions/{id}/review', () => {
  it('certify: accepted, the certification in the same transaction, adjusted levels, the learner mailed in their language', async () => {
    const { id, experienceId, skillIds } = await request();
    const res = await review(teacherActor, id, { decision: 'certify', comment: 'Très bel exposé.', skills: [{ skill_id: skillIds[0], level: 4 }] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      status: 'accepted',
      resendable_at: null,
      skills: [
        { skill_id: skillIds[0], student_level: 3, teacher_level: 4 },
        { skill_id: skillIds[1], student_level: 2, teacher_level: null },
      ],
      certification: { certificator_attributes: { name: 'Thomas Tuteur', email: teacher.email } },
    });
    expect(data.messages.at(-1)).toMatchObject({ author: 'teacher', kind: 'certify', body: 'Très bel exposé.' });
    const [certification] = await certificationsOf(experienceId);
    expect(certification).toMatchObject({ microRecognitionId: id, certificatorId: teacher.id, certificatorEmail: teacher.email });
    // The journals' reading: the experience is certified now, its recognition accepted.
    const experience = (await (await call(learner, 'GET', `/v2/experiences/${experienceId}`)).json()).data;
    expect(experience.certification_attributes).toHaveLength(1);
    expect(experience.micro_recognition.status).toBe('accepted');
    const mail = (await mailsTo(world.demo.learner.email)).at(-1)!;
    expect(mail).toMatchObject({ kind: 'recognitionCertified', locale: 'nl', subject: 'Je ervaring is gecertificeerd' });
    expect(mail.text).toContain(`http://demo.localhost:3000/nl/experiences/${experienceId}`);
    expect(mail.text).toContain('Très bel exposé.');
  });

  it("certify issues the certification's Open Badge at once: the certified skill at the teacher's level, valid until withdrawn", async () => {
    const { id, experienceId, skillIds } = await request();
    const decided = await review(teacherActor, id, { decision: 'certify', title: 'Exposé sur les Beaux-Arts', skills: [{ skill_id: skillIds[0], level: 4 }] });
    // The teacher named the badge as they certified it: the request and the credential carry that name.
    expect((await decided.json()).data.title).toBe('Exposé sur les Beaux-Arts');
    const [certification] = await certificationsOf(experienceId);
    const [credential] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.certificationId, certification.id));
    const named = credential.document as { name: string; credentialSubject: { achievement: { name: string } } };
    expect([named.name, named.credentialSubject.achievement.name]).toEqual(['Exposé sur les Beaux-Arts', 'Exposé sur les Beaux-Arts']);
    type Level = { id: string; name: string; level: string };
    const subject = (credential.document as { credentialSubject: { achievement: { resultDescription: { name: string; rubricCriterionLevel: Level[] }[] }; result: { achievedLevel: string }[] } }).credentialSubject;
    // Only the skill the teacher certified, at 4 stars of 4: the rubric's level 4, named in the learner's language (Dutch).
    expect(subject.achievement.resultDescription.map((skill) => skill.name)).toHaveLength(1);
    const [rubric] = subject.achievement.resultDescription;
    expect(subject.result.map((result) => rubric.rubricCriterionLevel.find((level) => level.id === result.achievedLevel))).toMatchObject([{ level: '4', name: 'Beheersen' }]);
    const experience = (await (await call(learner, 'GET', `/v2/experiences/${experienceId}`)).json()).data;
    expect(experience.certification_attributes[0].credential_id).toBe(credential.publicId);
    const verification = async () => (await (await api.request(`/v2/credentials/${credential.publicId}/verification`, { host: world.demo.host })).json()).data;
    expect((await verification()).verification.status).toBe('valid');

    expect((await call(teacherActor, 'DELETE', `/v2/certifications/${certification.id}`)).status).toBe(204);
    const [revoked] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.publicId, credential.publicId));
    expect(revoked.revokedAt).not.toBeNull();
    expect((await verification()).state).toBe('revoked');
  });

  it('cannot be decided twice (409), nor certify a skill outside the request (422)', async () => {
    const { id, experienceId, skillIds } = await request();
    const outside = await review(teacherActor, id, { decision: 'certify', skills: [{ skill_id: skillIds[2], level: 2 }] });
    expect(outside.status).toBe(422);
    expect(Object.keys((await outside.json()).errors)).toEqual(['skills.0.skill_id']);
    expect(await statusOf(id)).toBe('pending');
    expect((await review(teacherActor, id, { decision: 'decline', comment: 'Hors sujet.' })).status).toBe(200);
    const again = await review(teacherActor, id, { decision: 'certify', skills: [{ skill_id: skillIds[0], level: 2 }] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('RECOGNITION_CLOSED');
    expect(await certificationsOf(experienceId)).toEqual([]);
  });

  it('question: student_action with the comment in the thread; the learner answers; decline then ends it with the reason mailed', async () => {
    const { id } = await request();
    expect((await review(teacherActor, id, { decision: 'question' })).status).toBe(422);
    const asked = await review(teacherActor, id, { decision: 'question', comment: 'Quel était le sujet ?' });
    expect((await asked.json()).data.status).toBe('student_action');
    expect((await mailsTo(world.demo.learner.email)).at(-1)).toMatchObject({ kind: 'recognitionQuestion', subject: 'Thomas Tuteur heeft een vraag over je verzoek' });
    // While the learner has it, the teacher waits.
    const waiting = await review(teacherActor, id, { decision: 'decline', comment: 'Non.' });
    expect(waiting.status).toBe(409);
    expect((await waiting.json()).error.code).toBe('RECOGNITION_AWAITING_STUDENT');
    expect((await call(learner, 'PATCH', `/v2/micro_recognitions/${id}`, { micro_recognition: { status: 'teacher_action', student_message: "L'art moderne." } })).status).toBe(200);
    const declined = await review(teacherActor, id, { decision: 'decline', comment: 'Il manque les sources.' });
    const { data } = await declined.json();
    expect(data.status).toBe('declined');
    expect(data.messages.map((m: { kind: string }) => m.kind)).toEqual(['request', 'question', 'answer', 'decline']);
    const mail = (await mailsTo(world.demo.learner.email)).at(-1)!;
    expect(mail.kind).toBe('recognitionDeclined');
    expect(mail.text).toContain('Reden: ‘Il manque les sources.’');
  });

  it('refuses the learner (403), another learner and another community (404), changing nothing', async () => {
    const { id, skillIds } = await request();
    const decision = { decision: 'certify', skills: [{ skill_id: skillIds[0], level: 3 }] };
    expect((await review(learner, id, decision)).status).toBe(403);
    expect((await review(peer, id, decision)).status).toBe(404);
    expect((await review(mistralTeacherActor, id, decision)).status).toBe(404);
    expect((await review(null, id, decision)).status).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });

  it('with a link: decides once (the link is spent by the decision), without a session', async () => {
    const { id, experienceId, skillIds } = await request('external');
    const token = await reviewLink(api, id);
    const decision = { token, decision: 'certify', skills: [{ skill_id: skillIds[1], level: 3 }] };
    const res = await review(null, id, decision);
    expect(res.status).toBe(200);
    expect((await res.json()).data.certification.certificator_attributes).toEqual({ name: 'Paule Externe', email: EXTERNAL_TEACHER.email });
    const [certification] = await certificationsOf(experienceId);
    expect(certification.certificatorId).toBeNull();
    const spent = await review(null, id, { ...decision, decision: 'decline', comment: 'Finalement non.' });
    expect(spent.status).toBe(404);
    expect((await spent.json()).error.code).toBe('REVIEW_LINK_INVALID');
    expect(await statusOf(id)).toBe('accepted');
  });

  it("refuses an expired link, another request's link, and a link on another community's host, leaving the link unspent when the decision is refused", async () => {
    const { id, skillIds } = await request('external');
    const other = await request('external');
    const decision = { decision: 'certify', skills: [{ skill_id: skillIds[0], level: 3 }] };
    expect((await review(null, id, { ...decision, token: await reviewLink(api, id, 'expired') })).status).toBe(404);
    expect((await review(null, id, { ...decision, token: await reviewLink(api, other.id) })).status).toBe(404);
    const token = await reviewLink(api, id);
    expect((await api.request(`/v2/micro_recognitions/${id}/review`, { method: 'POST', host: world.mistral.host, json: { ...decision, token } })).status).toBe(404);
    // A refused decision (a skill outside the request) does not spend the link.
    expect((await review(null, id, { ...decision, token, skills: [{ skill_id: skillIds[2], level: 1 }] })).status).toBe(422);
    expect((await review(null, id, { ...decision, token })).status).toBe(200);
    expect(await statusOf(other.id)).toBe('pending');
  });
});

describe('POST /v2/micro_recognitions/review_links', () => {
  const ask = (token: string, address: string, host = world.demo.host) =>
    api.request('/v2/micro_recognitions/review_links', { method: 'POST', host, json: { token }, headers: { 'x-forwarded-for': address } });

  it('mails a fresh link to the address on file for a spent or expired one; the same 202 for anything else', async () => {
    const { id } = await request('external');
    const spent = await reviewLink(api, id, 'spent');
    const before = (await mailsTo(EXTERNAL_TEACHER.email)).length;
    const res = await ask(spent, '198.51.100.1');
    expect(res.status).toBe(202);
    const answer = await res.json();
    expect(answer).toEqual({ data: { valid_days: 14 } });
    const fresh = (await mailsTo(EXTERNAL_TEACHER.email)).slice(before);
    expect(fresh).toHaveLength(1);
    expect(fresh[0].subject).toBe('Demo: een nieuwe link voor het verzoek van Learner demo');
    const token = /review\?id=\d+&token=([\w.-]+)/.exec(fresh[0].text)![1];
    // The learner's language (nl) for a teacher from outside; the fresh link opens the request.
    expect(fresh[0].locale).toBe('nl');
    expect(fresh[0].text).toContain(`http://demo.localhost:3000/nl/recognition/review?id=${id}&token=${token}`);
    expect((await call(null, 'GET', `/v2/micro_recognitions/${id}?token=${token}`)).status).toBe(200);
    // An unknown token, a decided request's link, a link on another host: the same answer, no mail.
    const decided = await request('external');
    const decidedLink = await reviewLink(api, decided.id, 'spent');
    await api.db.update(microRecognitions).set({ status: 'accepted' }).where(eq(microRecognitions.id, decided.id));
    const count = (await api.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n;
    for (const [token, host] of [[forgedToken(id), world.demo.host], [decidedLink, world.demo.host], [spent, world.mistral.host]] as const) {
      const same = await ask(token, '198.51.100.2', host);
      expect(same.status).toBe(202);
      expect(await same.json()).toEqual(answer);
    }
    expect((await api.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n).toBe(count);
  });

  it('is limited per address (429 with Retry-After) and, silently, per link', async () => {
    const { id } = await request('external');
    const token = await reviewLink(api, id, 'expired');
    const before = (await mailsTo(EXTERNAL_TEACHER.email)).length;
    for (let i = 0; i < REVIEW_LINK_LIMITS.perLink.limit + 2; i++) expect((await ask(token, `198.51.100.${10 + i}`)).status).toBe(202);
    expect((await mailsTo(EXTERNAL_TEACHER.email)).length - before).toBe(REVIEW_LINK_LIMITS.perLink.limit);
    for (let i = 0; i < REVIEW_LINK_LIMITS.perAddress.limit; i++) await ask(forgedToken(id), '198.51.100.99');
    const limited = await ask(forgedToken(id), '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DELETE /v2/certifications/{id}', () => {
  async function certified() {
    const { id, experienceId, skillIds } = await request();
    await review(teacherActor, id, { decision: 'certify', skills: [{ skill_id: skillIds[0], level: 3 }] });
    const [certification] = await certificationsOf(experienceId);
    return { certificationId: certification.id, experienceId };
  }

  it('the certifying teacher withdraws it: the experience is no longer certified and may be asked again', async () => {
    const { certificationId, experienceId } = await certified();
    expect((await call(learner, 'DELETE', `/v2/certifications/${certificationId}`)).status).toBe(403);
    expect((await call(mistralTeacherActor, 'DELETE', `/v2/certifications/${certificationId}`)).status).toBe(404);
    expect(await certificationsOf(experienceId)).toHaveLength(1);
    expect((await call(teacherActor, 'DELETE', `/v2/certifications/${certificationId}`)).status).toBe(204);
    expect(await certificationsOf(experienceId)).toEqual([]);
    const experience = (await (await call(learner, 'GET', `/v2/experiences/${experienceId}`)).json()).data;
    expect(experience.certification_attributes).toEqual([]);
  });

  it('a community admin withdraws it too', async () => {
    const { certificationId, experienceId } = await certified();
    expect((await call(admin, 'DELETE', `/v2/certifications/${certificationId}`)).status).toBe(204);
    expect(await certificationsOf(experienceId)).toEqual([]);
  });
});
