import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, experienceSkills, experiences } from '@/server/db/schema';
import { createRecognition, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { jpeg, pictureForm } from '../support/pictures';
import { experienceWithSkills } from '../support/recognitions';

// "Certified means frozen": once a teacher certified an experience, what they vouched for (text,
// date, picture, skills and levels) cannot be changed in place; the learner may still change who
// sees it. The server refuses, whatever route a change takes (409 EXPERIENCE_CERTIFIED).

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let teacherActor: Actor;
let teacher: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  teacher = await createUser(api.db, { email: 'gel@demo.test', firstname: 'Gaston', lastname: 'Gel', isTeacher: true, communityIds: [world.demo.community.id] });
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  teacherActor = { token: (await login(api, teacher.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const call = (actor: Actor, method: string, path: string, json?: unknown, body?: FormData) =>
  api.request(path, { method, host: actor.host, token: actor.token, json, body });

/** An experience of the learner's with skills, certified by the teacher through the review. */
async function certifiedExperience() {
  const { experienceId, skillIds } = await experienceWithSkills(api, world.demo.learner, world.demo.community.id, [world.demo.group.id]);
  const request = await createRecognition(api.db, {
    communityId: world.demo.community.id,
    experienceId,
    message: 'Pouvez-vous valider ?',
    teacherId: teacher.id,
    teacherEmail: teacher.email,
    teacherFirstName: teacher.firstname,
    teacherLastName: teacher.lastname,
  });
  const decided = await call(teacherActor, 'POST', `/v2/micro_recognitions/${request.id}/review`, { decision: 'certify', skills: [{ skill_id: skillIds[0], level: 3 }] });
  expect(decided.status).toBe(200);
  return { experienceId, skillIds };
}

const stateOf = async (experienceId: number) => ({
  experience: (await api.db.select().from(experiences).where(eq(experiences.id, experienceId)))[0],
  skills: await api.db.select().from(experienceSkills).where(eq(experienceSkills.experienceId, experienceId)).orderBy(experienceSkills.id),
});
const patch = (experienceId: number, experience: Record<string, unknown>) => call(learner, 'PATCH', `/v2/experiences/${experienceId}`, { experience });

describe('a certified experience', () => {
  it('refuses every change of what the teacher certified (409, translated code), changing nothing', async () => {
    const { experienceId, skillIds } = await certifiedExperience();
    const before = await stateOf(experienceId);
    const changes: Record<string, unknown>[] = [
      { description: 'A remporté le premier prix national' },
      { date: '2020-01-01T09:00:00Z' },
      { skills_attributes: [{ id: skillIds[0], name: 'Oral', level: 3 }] },
      { skills_attributes: [{ name: 'Leadership', level: 3 }] },
      { skills_attributes: [{ id: skillIds[1], name: 'Curiosité', level: 3, _destroy: true }] },
      // A certified field beside an allowed one: the whole request is refused.
      { sharing_parameters: 'private', description: 'Autre texte' },
    ];
    for (const change of changes) {
      const res = await patch(experienceId, change);
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect((await res.json()).error.code).toBe('EXPERIENCE_CERTIFIED');
    }
    const picture = await call(learner, 'PATCH', `/v2/experience_pictures/${experienceId}`, undefined, pictureForm(await jpeg(50, 40)));
    expect(picture.status).toBe(409);
    expect((await picture.json()).error.code).toBe('EXPERIENCE_CERTIFIED');
    expect(await stateOf(experienceId)).toEqual(before);
  });

  it("answers both levels of each skill: the learner's own and the teacher's certified one (null where the teacher set none)", async () => {
    const { experienceId } = await certifiedExperience();
    const experience = (await (await call(learner, 'GET', `/v2/experiences/${experienceId}`)).json()).data;
    // The fixture's Oral is at level 2 (3 stars), Curiosité at 3; the teacher certified Oral at 3 stars (level 2) only.
    expect(experience.skills_attributes.map((s: { name: string; level: number; certified_level: number | null }) => [s.name, s.level, s.certified_level])).toEqual([
      ['Oral', 2, 2],
      ['Curiosité', 3, null],
    ]);
    const uncertified = (await experienceWithSkills(api, world.demo.learner, world.demo.community.id)).experienceId;
    const plain = (await (await call(learner, 'GET', `/v2/experiences/${uncertified}`)).json()).data;
    expect(plain.skills_attributes.every((s: { certified_level: number | null }) => s.certified_level === null)).toBe(true);
  });

  it('still lets the learner change who sees it, its tags, and the description of its photo', async () => {
    const { experienceId } = await certifiedExperience();
    // Accessibility metadata, not what the teacher vouched for (docs/decisions/experiences.md).
    const described = await patch(experienceId, { picture_alt: 'Une affiche sur un mur de classe' });
    expect(described.status).toBe(200);
    expect((await described.json()).data.picture_alt).toBe('Une affiche sur un mur de classe');
    const shared = await patch(experienceId, { sharing_parameters: 'public' });
    expect(shared.status).toBe(200);
    expect((await shared.json()).data.sharing_parameters).toBe('public');
    expect((await patch(experienceId, { tags_attributes: [{ name: 'exposé' }] })).status).toBe(200);
    expect((await patch(experienceId, { sharing_parameters: 'private' })).status).toBe(200);
  });

  it('opens again for changes once its certification is withdrawn (the credential is revoked with it)', async () => {
    const { experienceId } = await certifiedExperience();
    const [certification] = await api.db.select().from(certifications).where(eq(certifications.experienceId, experienceId));
    expect((await call(teacherActor, 'DELETE', `/v2/certifications/${certification.id}`)).status).toBe(204);
    const res = await patch(experienceId, { description: 'Texte corrigé après le retrait' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.description).toBe('Texte corrigé après le retrait');
  });

  it('an uncertified experience with an open request stays editable', async () => {
    const { experienceId } = await experienceWithSkills(api, world.demo.learner, world.demo.community.id);
    await createRecognition(api.db, { communityId: world.demo.community.id, experienceId, message: 'En attente', teacherId: teacher.id, teacherEmail: teacher.email, teacherFirstName: 'Gaston', teacherLastName: 'Gel' });
    expect((await patch(experienceId, { description: 'Encore modifiable' })).status).toBe(200);
  });
});
