import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfJobs, users } from '@/server/db/schema';
import { createExperience, createPortrait } from '@/server/seed/fixtures';
import { storePicture } from '@/server/modules/pictures/pictures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { jpeg } from '../support/pictures';

/**
 * Spec §7 "POST v2/portrait_pdfs body id; GET v2/portrait_pdfs/{id}/status and
 * v2/portrait_pdfs/{id}"; §4 "Portrait PDF is the same: create, poll, fetch".
 */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let owner: Actor;
let classmate: Actor;

const post = (actor: Actor, json: unknown) => api.request('/v2/portrait_pdfs', { method: 'POST', host: actor.host, token: actor.token, json });
const get = (actor: Actor, url: string) => api.request(url, { host: actor.host, token: actor.token });

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  owner = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  classmate = { token: (await login(api, demo.peer.email, demo.host)).token, host: demo.host };
  const avatar = await storePicture(api.db, api.deps.storage, await jpeg(200, 200, '#8e44ad'), { square: 200 });
  await api.db.update(users).set({ locale: 'el', avatarKey: avatar.key }).where(eq(users.id, demo.learner.id));
  const picture = await storePicture(api.db, api.deps.storage, await jpeg(320, 240));
  const highlight = await createExperience(api.db, {
    userId: demo.learner.id,
    communityId: demo.community.id,
    sharingParameters: 'community',
    description: 'Εθελοντισμός στη βιβλιοθήκη',
    pictureKey: picture.key,
    skills: [{ name: 'Ομαδικότητα', level: 3 }],
  });
  await createPortrait(api.db, { userId: demo.learner.id, communityId: demo.community.id, about: 'Μου αρέσει να μαθαίνω', sharingParameters: 'community', highlightedExperienceIds: [highlight.id] });
});
afterAll(() => api.close());

describe('POST /v2/portrait_pdfs, then its status and its file', () => {
  it('draws the owner\'s portrait in their language and hands it over as portrait.pdf', async () => {
    const res = await post(owner, { id: world.demo.learner.id });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    await api.deps.pdfs.idle();
    expect(await (await get(owner, `/v2/portrait_pdfs/${data.id}/status`)).json()).toEqual({ data: { id: data.id, pdf_status: 'ready' } });
    const file = await get(owner, `/v2/portrait_pdfs/${data.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="portrait.pdf"');
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'portrait-pdf-')), 'portrait.pdf');
    writeFileSync(saved, Buffer.from(await file.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' });
    for (const expected of ['Μου αρέσει να μαθαίνω', 'Εθελοντισμός στη βιβλιοθήκη', 'Ομαδικότητα']) expect(text).toContain(expected);
  });

  it('is its owner\'s alone: a classmate who reads the portrait may not ask, nor read the owner\'s PDF', async () => {
    const { data } = await (await post(owner, { id: world.demo.learner.id })).json();
    const before = (await api.db.select().from(pdfJobs)).length;
    expect((await post(classmate, { id: world.demo.learner.id })).status).toBe(403);
    expect((await get(classmate, `/v2/portrait_pdfs/${data.id}/status`)).status).toBe(404);
    // A portrait PDF is no story PDF, even to its owner.
    expect((await get(owner, `/v2/story_pdfs/${data.id}/status`)).status).toBe(404);
    expect((await api.db.select().from(pdfJobs)).length).toBe(before);
  });

  it('treats another community\'s member as if they had no portrait', async () => {
    expect((await post(owner, { id: world.mistral.learner.id })).status).toBe(404);
  });
});
