import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, openBadgeCredentials } from '@/server/db/schema';
import { badgeSettings } from '@/server/http/context';
import { issueCredentialForCertification } from '@/server/modules/credentials/issuing';
import { createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, PASSWORD, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

// Issue 32, finding 1: "A credential keeps serving the learner's data after its certification or its
// experience is gone." What to build: "A withdrawn, revoked-by-deletion or account-deleted credential
// answers a signed status only: the credential endpoint and verify page say "revoked" with no learner
// content (410 for the document, or a stub — say which), and no stored file stays referenced by it."

let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const TEXT = 'Journal intime de la semaine de stage, avec mes doutes';

/** A learner's private experience with a picture of its own (a colour no other test uses), certified, with its credential: what a deletion must erase. */
async function certifiedPrivateExperience(local: string, colour: string) {
  const learner = await createUser(api.db, { email: `${local}@revoked.test`, firstname: 'Joana', lastname: 'Carvalho', communityIds: [world.demo.community.id], groupIds: [world.demo.group.id] });
  const { token } = await login(api, learner.email, world.demo.host);
  const actor = { token, host: world.demo.host };
  const created = await postExperience(api, actor, { ...validExperience(), description: TEXT, sharing_parameters: 'private' }, await jpeg(40, 30, colour));
  expect(created.status).toBe(201);
  const experience = (await created.json()).data;
  const [certification] = await api.db
    .insert(certifications)
    .values({ experienceId: experience.id, certificatorName: 'Thomas Tuteur', certificatorEmail: 'teacher@demo.test' })
    .returning();
  const { publicId } = await issueCredentialForCertification(api.db, badgeSettings(api.deps), certification.id);
  return { learner, actor, experience, certification, publicId, pictureKey: fileOf(experience.picture_url) };
}

const document = (publicId: string) => api.request(`/v2/credentials/${publicId}`, { host: world.demo.host });
const page = async (publicId: string) => (await (await api.request(`/v2/credentials/${publicId}/verification`, { host: world.demo.host })).json()).data;

/** What a revoked credential answers: 410 with where its signed status is, a page that says revoked, and nothing of the learner anywhere. */
async function expectRevokedWithoutContent(publicId: string) {
  const res = await document(publicId);
  expect(res.status).toBe(410);
  const body = await res.text();
  const error = JSON.parse(body).error;
  expect(error).toMatchObject({ code: 'CREDENTIAL_REVOKED', status_list_index: expect.stringMatching(/^\d+$/) });
  expect(error.status_list_credential).toMatch(/^http:\/\/demo\.localhost:3000\/api\/v2\/credential_status_lists\/\d+$/);
  const shown = await page(publicId);
  expect(Object.keys(shown).sort()).toEqual(['community', 'public_id', 'revoked_at', 'state', 'url']);
  expect(shown).toMatchObject({ state: 'revoked', community: 'Demo', public_id: publicId });
  for (const text of [body, JSON.stringify(shown)]) {
    expect(text).not.toContain('Journal intime');
    expect(text).not.toContain('Joana');
    expect(text).not.toContain('Tuteur');
  }
  const [row] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.publicId, publicId));
  expect(row.document).toBeNull();
  expect(row.revokedAt).toBeInstanceOf(Date);
}

describe('a credential whose certification or experience is gone', () => {
  it('serves the signed document while certified', async () => {
    const { publicId } = await certifiedPrivateExperience('live', '#5a2d82');
    expect((await document(publicId)).status).toBe(200);
    expect(await page(publicId)).toMatchObject({ state: 'issued', learner: 'Joana C.', teacher: 'Thomas Tuteur' });
  });

  it('answers revoked with no content once the experience is deleted, and its picture leaves storage after the grace period', async () => {
    const { actor, experience, publicId, pictureKey } = await certifiedPrivateExperience('deleted-experience', '#2d825a');
    expect((await api.request(`/v2/experiences/${experience.id}`, { method: 'DELETE', ...actor })).status).toBe(204);
    await expectRevokedWithoutContent(publicId);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(pictureKey);
    expect((await api.request(`/v2/pictures/${pictureKey}`, { host: world.demo.host })).status).toBe(404);
  });

  it('answers revoked with no content once the certification is withdrawn', async () => {
    const { certification, publicId } = await certifiedPrivateExperience('withdrawn', '#825a2d');
    const admin = await login(api, world.demo.admin.email, world.demo.host);
    expect((await api.request(`/v2/certifications/${certification.id}`, { method: 'DELETE', host: world.demo.host, token: admin.token })).status).toBe(204);
    await expectRevokedWithoutContent(publicId);
  });

  it('answers revoked with no content once the account is deleted', async () => {
    const { learner, actor, publicId, pictureKey } = await certifiedPrivateExperience('deleted-account', '#2d5a82');
    const res = await api.request(`/v2/users/${learner.id}/delete_user_account`, { method: 'DELETE', ...actor, json: { user: { password: PASSWORD } } });
    expect(res.status).toBe(204);
    await expectRevokedWithoutContent(publicId);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(pictureKey);
  });

  it('still checks as revoked from a copy the learner kept, through the signed status list', async () => {
    const { certification, publicId } = await certifiedPrivateExperience('kept-copy', '#822d5a');
    const copy = await (await document(publicId)).json();
    await api.db.delete(certifications).where(eq(certifications.id, certification.id));
    const res = await api.request('/v2/credentials/verify', { method: 'POST', host: world.demo.host, body: JSON.stringify(copy), headers: { 'content-type': 'application/json' } });
    expect((await res.json()).data).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
    await expectRevokedWithoutContent(publicId);
  });
});
