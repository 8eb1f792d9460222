import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, communities, microRecognitions, openBadgeCredentials } from '@/server/db/schema';
import { createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { postExperience, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

// Issue 32, finding 2: "Certifying a private experience publishes it." What to build: "When asking for
// recognition, the learner sees what the public proof will show (title, skills and levels, teacher,
// community, date; the text and picture only if they tick it; never more than the experience's own
// sharing allows) and agrees."

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let teacher: Actor;
let teacherId: number;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const row = await createUser(api.db, { email: 'tuteur@consent.test', firstname: 'Thomas', lastname: 'Tuteur', isTeacher: true, communityIds: [world.demo.community.id] });
  teacherId = row.id;
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  teacher = { token: (await login(api, row.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const TEXT = 'Mes doutes pendant le stage, et ce que j’en ai tiré';
const call = (actor: Actor, method: string, path: string, json?: unknown) => api.request(path, { method, host: actor.host, token: actor.token, json });

async function experience(sharing: 'private' | 'public', colour: string) {
  const res = await postExperience(api, learner, validExperience({ description: TEXT, sharing_parameters: sharing, skills_attributes: [{ name: 'Oral', level: 2 }] }), await jpeg(30, 20, colour));
  expect(res.status).toBe(201);
  const data = (await res.json()).data;
  return { id: data.id as number, skillId: data.skills_attributes[0].id as number, pictureUrl: data.picture_url as string };
}

const ask = (experienceId: number, skillId: number, proof: Record<string, unknown>) =>
  call(learner, 'POST', '/v2/micro_recognitions', { micro_recognition: { experience_id: experienceId, teacher_id: teacherId, title: 'Mon stage', skills: [{ skill_id: skillId, level: 3 }], ...proof } });

/** Asks with `proof`, has the teacher certify, and answers the signed credential and its verify page. */
async function certified(experienceId: number, skillId: number, proof: Record<string, unknown>) {
  const asked = await ask(experienceId, skillId, proof);
  expect(asked.status).toBe(201);
  const { id } = (await asked.json()).data;
  expect((await call(teacher, 'POST', `/v2/micro_recognitions/${id}/review`, { decision: 'certify', skills: [{ skill_id: skillId, level: 4 }] })).status).toBe(200);
  const [certification] = await api.db.select().from(certifications).where(eq(certifications.experienceId, experienceId));
  const [row] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.certificationId, certification.id));
  const document = await (await api.request(`/v2/credentials/${row.publicId}`, { host: world.demo.host })).json();
  const page = (await (await api.request(`/v2/credentials/${row.publicId}/verification`, { host: world.demo.host })).json()).data;
  return { document, page, publicId: row.publicId };
}

/** The achievement's image is always its badge image, drawn by the product: never the learner's picture. */
const badgeImage = (publicId: string) => ({ id: `http://demo.localhost:3000/api/v2/credentials/${publicId}/badge.png`, type: 'Image' });

describe('POST /v2/micro_recognitions: what the public proof will show', () => {
  it('needs the learner to agree, and asks nothing of the teacher until they do', async () => {
    const { id, skillId } = await experience('private', '#103050');
    const res = await ask(id, skillId, {});
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['proof_accepted']);
    expect((await ask(id, skillId, { proof_accepted: false })).status).toBe(422);
    expect(await api.db.select().from(microRecognitions).where(eq(microRecognitions.experienceId, id))).toHaveLength(0);
  });

  it('refuses to show the text or picture of an experience that is not public', async () => {
    const { id, skillId } = await experience('private', '#103051');
    const res = await ask(id, skillId, { proof_accepted: true, proof_shows_text: true, proof_shows_picture: true });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ proof_shows_text: ['is only for a public experience'], proof_shows_picture: ['is only for a public experience'] });
    expect(await api.db.select().from(microRecognitions).where(eq(microRecognitions.experienceId, id))).toHaveLength(0);
  });

  it('keeps a private experience out of its proof: title, skills, levels, teacher, community and date only', async () => {
    const { id, skillId, pictureUrl } = await experience('private', '#103052');
    const { document, page, publicId } = await certified(id, skillId, { proof_accepted: true });
    const signed = JSON.stringify(document);
    expect(signed).not.toContain('Mes doutes');
    expect(signed).not.toContain(pictureUrl.split('/').at(-1));
    expect(document).not.toHaveProperty('description');
    expect(document).not.toHaveProperty('image');
    expect(document).not.toHaveProperty('evidence');
    expect(document.credentialSubject.achievement.image).toEqual(badgeImage(publicId));
    expect(document.name).toBe('Mon stage');
    expect(document.credentialSubject.achievement.description).toBe('Une expérience d’apprentissage reconnue par un·e enseignant·e, dans la communauté Demo.');
    expect(page).toMatchObject({ state: 'issued', name: 'Mon stage', description: null, teacher: 'Thomas Tuteur', skills: [{ name: 'Oral', level: 3 }] });
  });

  it('shows a public experience’s text and picture when the learner asks for them, with its page as evidence', async () => {
    const { id, skillId, pictureUrl } = await experience('public', '#103053');
    const recognition = await certified(id, skillId, { proof_accepted: true, proof_shows_text: true, proof_shows_picture: true });
    expect(recognition.document.description).toBe(TEXT);
    // The picture the learner agreed to show is the credential's own image; the achievement keeps its badge.
    expect(recognition.document.image.id).toContain(pictureUrl.split('/').at(-1));
    expect(recognition.document.credentialSubject.achievement.image).toEqual(badgeImage(recognition.publicId));
    expect(recognition.document.evidence[0].id).toMatch(/\/experiences\/public\//);
    expect(recognition.page.description).toBe(TEXT);
  });

  it('shows nothing of a public experience that the learner did not tick', async () => {
    const { id, skillId } = await experience('public', '#103054');
    const { document, publicId } = await certified(id, skillId, { proof_accepted: true, proof_shows_text: false });
    expect(JSON.stringify(document)).not.toContain('Mes doutes');
    expect(document).not.toHaveProperty('image');
    expect(document.credentialSubject.achievement.image).toEqual(badgeImage(publicId));
  });

  it('shows nothing of an experience made private between the request and the certification', async () => {
    const { id, skillId } = await experience('public', '#103055');
    const asked = await ask(id, skillId, { proof_accepted: true, proof_shows_text: true, proof_shows_picture: true });
    const { id: recognitionId } = (await asked.json()).data;
    expect((await api.request(`/v2/experiences/${id}`, { method: 'PATCH', host: learner.host, token: learner.token, json: { experience: { sharing_parameters: 'private' } } })).status).toBe(200);
    expect((await call(teacher, 'POST', `/v2/micro_recognitions/${recognitionId}/review`, { decision: 'certify', skills: [{ skill_id: skillId, level: 2 }] })).status).toBe(200);
    const [certification] = await api.db.select().from(certifications).where(eq(certifications.experienceId, id));
    const [row] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.certificationId, certification.id));
    expect(JSON.stringify(row.document)).not.toContain('Mes doutes');
  });

  it('counts as public only an experience whose public link is live under the community’s rule', async () => {
    const setRule = (rule: 'allowed' | 'approval') => api.db.update(communities).set({ publicLinks: rule }).where(eq(communities.id, world.demo.community.id));
    // Live when asked, then waiting for approval once the community asks for it: the certification shows nothing.
    const { id, skillId } = await experience('public', '#103057');
    const asked = await ask(id, skillId, { proof_accepted: true, proof_shows_text: true });
    const { id: recognitionId } = (await asked.json()).data;
    await setRule('approval');
    try {
      expect((await call(teacher, 'POST', `/v2/micro_recognitions/${recognitionId}/review`, { decision: 'certify', skills: [{ skill_id: skillId, level: 2 }] })).status).toBe(200);
      const [certification] = await api.db.select().from(certifications).where(eq(certifications.experienceId, id));
      const [row] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.certificationId, certification.id));
      expect(JSON.stringify(row.document)).not.toContain('Mes doutes');
      // A public experience waiting for approval cannot promise its text to the proof.
      const waiting = await experience('public', '#103058');
      const refused = await ask(waiting.id, waiting.skillId, { proof_accepted: true, proof_shows_text: true });
      expect(refused.status).toBe(422);
      expect(Object.keys((await refused.json()).errors)).toEqual(['proof_shows_text']);
    } finally {
      await setRule('allowed');
    }
  });

  it('tells the learner and the teacher what the proof will show', async () => {
    const { id, skillId } = await experience('public', '#103056');
    const asked = await ask(id, skillId, { proof_accepted: true, proof_shows_text: true });
    const { id: recognitionId } = (await asked.json()).data;
    for (const actor of [learner, teacher]) {
      const read = (await (await call(actor, 'GET', `/v2/micro_recognitions/${recognitionId}`)).json()).data;
      expect(read.proof).toEqual({ shows_text: true, shows_picture: false });
    }
  });
});
