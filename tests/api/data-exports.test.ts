import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, dataExports, mailOutbox, users } from '@/server/db/schema';
import { badgeSettings } from '@/server/http/context';
import { issueCredentialForCertification, revokeCredentialForCertification } from '@/server/modules/credentials';
import { createDataExportRunner, DATA_EXPORT_POLICY, forgetExpiredDataExports } from '@/server/modules/data-exports';
import { createRecognition, createStory, createPortrait } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

/** A person's data as one ZIP: started, polled, downloaded and read back; who may; the bound; the sweep. */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let learner: Actor;
let admin: Actor;
let otherAdmin: Actor;
let experienceId: number;
let pictureFile: string;
let kept: string;
let revoked: string;

const start = (actor: Actor, userId: number) => api.request(`/v2/users/${userId}/data_exports`, { method: 'POST', host: actor.host, token: actor.token });
const latest = (actor: Actor, userId: number) => api.request(`/v2/users/${userId}/data_exports/latest`, { host: actor.host, token: actor.token });
const download = (actor: Actor, id: number) => api.request(`/v2/data_exports/${id}/download`, { host: actor.host, token: actor.token });
const readZip = async (res: Response) => unzipSync(new Uint8Array(await res.arrayBuffer()));
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]));

async function certifiedCredential(id: number) {
  const [certification] = await api.db.insert(certifications).values({ experienceId: id, certificatorName: 'Thomas Tuteur', certificatorEmail: 'teacher@demo.test' }).returning();
  return { certification, ...(await issueCredentialForCertification(api.db, badgeSettings(api.deps), certification.id)) };
}

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  const actor = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  [learner, admin, otherAdmin] = await Promise.all([actor(demo.learner.email, demo.host), actor(demo.admin.email, demo.host), actor(mistral.admin.email, mistral.host)]);
  await api.db.update(users).set({ locale: 'it' }).where(eq(users.id, demo.learner.id));
  const created = await postExperience(api, learner, { ...validExperience(), description: 'Stage à la boulangerie' }, await jpeg(60, 40, '#a0522d'));
  const experience = (await created.json()).data;
  experienceId = experience.id;
  pictureFile = fileOf(experience.picture_url);
  const second = (await (await postExperience(api, learner, validExperience(), await jpeg(40, 30, '#2e8b57'))).json()).data;
  await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, title: 'Mon année', experienceIds: [experienceId] });
  await createPortrait(api.db, { userId: demo.learner.id, communityId: demo.community.id, about: 'Curieuse', highlightedExperienceIds: [experienceId] });
  await createRecognition(api.db, { communityId: demo.community.id, experienceId, teacherEmail: 'teacher@demo.test', message: 'Pouvez-vous reconnaître ce stage ?' });
  kept = (await certifiedCredential(experienceId)).publicId;
  const gone = await certifiedCredential(second.id);
  await revokeCredentialForCertification(api.db, gone.certification.id);
  revoked = gone.publicId;
});
afterAll(() => api.close());

describe('POST /v2/users/{id}/data_exports, its progress, its download', () => {
  it('builds the ZIP in the background, mails the person, and hands it over as an attachment', async () => {
    const res = await start(learner, world.demo.learner.id);
    expect(res.status).toBe(202);
    const { data } = await res.json();
    expect(data).toMatchObject({ user_id: world.demo.learner.id, status: 'queued', progress: 0, size: null, failure: null });
    await api.deps.dataExports.idle();

    const polled = (await (await latest(learner, world.demo.learner.id)).json()).data;
    expect(polled).toMatchObject({ id: data.id, status: 'ready', progress: 100, failure: null });
    expect(Date.parse(polled.expires_at) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);

    const file = await download(learner, data.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await readZip(file);
    expect(Number(file.headers.get('content-length'))).toBe(polled.size);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(['profile.json', `experiences/${experienceId}/experience.json`, `experiences/${experienceId}/picture.jpg`, 'portraits/portrait.json', `credentials/${kept}.json`]),
    );
    expect(names.filter((n) => n.startsWith('stories/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('recognitions/'))).toHaveLength(1);
    // A revoked credential's document is erased: nothing of it goes into the archive.
    expect(names).not.toContain(`credentials/${revoked}.json`);

    const profile = json(files, 'profile.json');
    expect(profile).toMatchObject({ firstname: 'Learner', lastname: 'demo', email: world.demo.learner.email, community: { name: 'Demo' } });
    const raw = strFromU8(files['profile.json']);
    for (const secret of ['password', 'hash', 'token', learner.token]) expect(raw.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(json(files, `experiences/${experienceId}/experience.json`)).toMatchObject({ description: 'Stage à la boulangerie', picture: 'picture.jpg' });
    const stored = await api.deps.storage.get(pictureFile);
    expect(Buffer.from(files[`experiences/${experienceId}/picture.jpg`]).equals(stored!)).toBe(true);
    const recognition = json(files, names.find((n) => n.startsWith('recognitions/'))!);
    expect(recognition.messages).toEqual([expect.objectContaining({ author: 'student', body: 'Pouvez-vous reconnaître ce stage ?' })]);
    expect(json(files, `credentials/${kept}.json`)).toMatchObject({ id: expect.stringContaining(kept), proof: expect.anything() });

    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'dataExportReady'));
    expect(mail).toMatchObject({ recipient: world.demo.learner.email, locale: 'it' });
    expect(mail.text).toContain('http://demo.localhost:3000/it/dashboard/profile');
  });

  it('answers an export already under way again rather than start a second', async () => {
    // The person and an admin at once: one export.
    const [first, again] = await Promise.all([start(learner, world.demo.learner.id), start(admin, world.demo.learner.id)]);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect(await api.db.select().from(dataExports).where(inArray(dataExports.status, ['queued', 'running']))).toHaveLength(1);
    await api.deps.dataExports.idle();
  });

  it('lets a community admin export a member, and refuses the others', async () => {
    const id = world.demo.peer.id;
    expect((await start(admin, id)).status).toBe(202);
    await api.deps.dataExports.idle();
    const ready = (await (await latest(admin, id)).json()).data;
    expect((await download(admin, ready.id)).status).toBe(200);
    expect((await start(learner, id)).status).toBe(403);
    expect((await latest(learner, id)).status).toBe(403);
    expect((await download(learner, ready.id)).status).toBe(403);
    expect((await start(otherAdmin, id)).status).toBe(404);
    expect((await download(otherAdmin, ready.id)).status).toBe(404);
    // The mail tells the person who asked for their data.
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, world.demo.peer.email));
    expect(mails.at(-1)!.text).toContain('Admin demo');
  });

  it('answers null before any export, and 409 for an archive not ready yet', async () => {
    expect((await (await latest(otherAdmin, world.mistral.admin.id)).json()).data).toBeNull();
    const [queued] = await api.db.insert(dataExports).values({ communityId: world.demo.community.id, userId: world.demo.learner.id, status: 'running', claimedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) }).returning();
    const res = await download(learner, queued.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('EXPORT_NOT_READY');
    await api.db.delete(dataExports).where(eq(dataExports.id, queued.id));
  });
});

describe('leases: several processes share the exports', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const rowOf = async (id: number) => (await api.db.select().from(dataExports).where(eq(dataExports.id, id)))[0];
  const running = async (userId: number, leaseExpiresAt: Date) =>
    (
      await api.db
        .insert(dataExports)
        .values({ communityId: world.demo.community.id, userId, status: 'running', claimedAt: new Date(), claimedBy: 'another process', leaseExpiresAt, expiresAt: new Date(Date.now() + 60_000) })
        .returning()
    )[0];

  it('keeps the production lease short enough for a takeover within 30 s, renewed several times per lease', () => {
    expect(DATA_EXPORT_POLICY.leaseMs + DATA_EXPORT_POLICY.pollEveryMs).toBeLessThanOrEqual(30_000);
    expect(DATA_EXPORT_POLICY.renewEveryMs * 2).toBeLessThanOrEqual(DATA_EXPORT_POLICY.leaseMs);
  });

  it('takes over an export whose process died once its lease ran out, not before; mails the person once; leaves a live lease alone', async () => {
    const diedAt = Date.now();
    const orphan = await running(world.demo.peer.id, new Date(diedAt + 700));
    const alive = await running(world.demo.admin.id, new Date(Date.now() + 60_000));
    const runner = createDataExportRunner(api.db, api.deps.storage, { appOrigin: api.deps.appOrigin, wakeMail: () => {}, everyMs: 50 });
    await sleep(300);
    expect(await rowOf(orphan.id)).toMatchObject({ status: 'running', claimedBy: 'another process' });
    for (const end = Date.now() + 10_000; (await rowOf(orphan.id)).status === 'running' && Date.now() < end; ) await sleep(50);
    await runner.stop();
    expect(Date.now() - diedAt).toBeGreaterThanOrEqual(700);
    expect(await rowOf(orphan.id)).toMatchObject({ status: 'ready', progress: 100, claimedBy: null });
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `data-export-ready:${orphan.id}`))).toHaveLength(1);
    expect(await rowOf(alive.id)).toMatchObject({ status: 'running', claimedBy: 'another process' });
    await api.db.delete(dataExports).where(eq(dataExports.id, alive.id));
  });
});

describe('the bound and the sweep', () => {
  it('fails an archive past the size bound, with its reason', async () => {
    const small = createDataExportRunner(api.db, api.deps.storage, { appOrigin: api.deps.appOrigin, wakeMail: () => {}, maxBytes: 1024, everyMs: 24 * 3600 * 1000 });
    const [row] = await api.db.insert(dataExports).values({ communityId: world.demo.community.id, userId: world.demo.learner.id, expiresAt: new Date(Date.now() + 60_000) }).returning();
    small.wake();
    await small.idle();
    await small.stop();
    const [failed] = await api.db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', error: 'too_large', fileKey: null });
    expect((await (await latest(learner, world.demo.learner.id)).json()).data).toMatchObject({ id: row.id, status: 'failed', failure: 'too_large' });
  });

  it('deletes an expired export, then the sweeper its file', async () => {
    const [ready] = await api.db.select().from(dataExports).where(eq(dataExports.status, 'ready')).limit(1);
    expect(await api.storedFiles()).toContain(ready.fileKey);
    const later = 8 * 24 * 3600 * 1000;
    await forgetExpiredDataExports(api.db, new Date(Date.now() + later));
    expect(await api.db.select().from(dataExports)).toEqual([]);
    await sweepFiles(api, later + AFTER_GRACE_MS);
    expect(await api.storedFiles()).not.toContain(ready.fileKey);
    expect(await api.storedFiles()).toContain(pictureFile);
  });
});
