import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfJobs, stories, users } from '@/server/db/schema';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { forgetExpiredPdfJobs, requestPdf } from '@/server/modules/pdf/pdf-jobs';
import { createPdfRunner } from '@/server/modules/pdf/pdf-runner';
import { renderPdfJob } from '@/server/modules/pdf/pdf-render-job';
import { collectUnreferencedFiles } from '@/server/platform/stored-files';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { createPdfReadyStory } from '../support/pdf-stories';

/**
 * Spec §7 "POST v2/story_pdfs body type, id; GET v2/story_pdfs/{id}/status (response has
 * pdf_status); GET v2/story_pdfs/{id} returns a blob", §5 "Story download entry is disabled
 * unless the story has exactly 6 experiencePictures", §4 "PDF of a story: idle, generating,
 * polling status until ready, download as story.pdf".
 */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let author: Actor;
let peer: Actor;
let storyId: number;

const post = (actor: Actor, json: unknown) => api.request('/v2/story_pdfs', { method: 'POST', host: actor.host, token: actor.token, json });
const get = (actor: Actor, url: string) => api.request(url, { host: actor.host, token: actor.token });
const jobCount = async () => (await api.db.select().from(pdfJobs)).length;

/** Waits for the background runner (no timing is asserted: the answer may be either status). */
async function settled(actor: Actor, id: number) {
  await api.deps.pdfs.idle();
  return (await (await get(actor, `/v2/story_pdfs/${id}/status`)).json()).data;
}

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'story-pdf-')), 'story.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  author = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  peer = { token: (await login(api, demo.peer.email, demo.host)).token, host: demo.host };
  await api.db.update(users).set({ locale: 'el' }).where(eq(users.id, demo.learner.id));
  storyId = (
    await createPdfReadyStory(api, {
      userId: demo.learner.id,
      communityId: demo.community.id,
      title: 'Ταξίδι στην Ευρώπη',
      sharingParameters: 'community',
      descriptions: ['Επίσκεψη στο μουσείο', 'Η Ακρόπολη το πρωί'],
    })
  ).id;
});
afterAll(() => api.close());

describe('POST /v2/story_pdfs, then its status and its file', () => {
  it('draws the author\'s story in their language and hands it over as story.pdf', async () => {
    const res = await post(author, { type: 'default', id: storyId });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(['generating', 'ready']).toContain(data.pdf_status);
    expect(await settled(author, data.id)).toEqual({ id: data.id, pdf_status: 'ready' });

    const file = await get(author, `/v2/story_pdfs/${data.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="story.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Ταξίδι στην Ευρώπη');
    expect(text).toContain('Η Ακρόπολη το πρωί');
  });

  it('draws each of the four types', async () => {
    for (const type of ['chronology', 'map', 'landscape']) {
      const { data } = await (await post(author, { type, id: storyId })).json();
      expect(await settled(author, data.id), type).toMatchObject({ pdf_status: 'ready' });
    }
  });

  it('answers the same PDF for an unchanged story, and a new one once the story changed', async () => {
    const first = (await (await post(author, { type: 'default', id: storyId })).json()).data;
    const again = (await (await post(author, { type: 'default', id: storyId })).json()).data;
    expect(again).toEqual({ id: first.id, pdf_status: 'ready' });
    await api.db.update(stories).set({ title: 'Ένα άλλο ταξίδι' }).where(eq(stories.id, storyId));
    const changed = (await (await post(author, { type: 'default', id: storyId })).json()).data;
    expect(changed.id).not.toBe(first.id);
    expect(await settled(author, changed.id)).toMatchObject({ pdf_status: 'ready' });
  });

  it('keeps a PDF to the one who asked: a classmate reading the story may not ask, nor read the author\'s', async () => {
    const { data } = await (await post(author, { type: 'default', id: storyId })).json();
    const before = await jobCount();
    const refused = await post(peer, { type: 'default', id: storyId });
    expect(refused.status).toBe(403);
    expect((await get(peer, `/v2/story_pdfs/${data.id}/status`)).status).toBe(404);
    expect((await get(peer, `/v2/story_pdfs/${data.id}`)).status).toBe(404);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a story without exactly six pictures, and writes nothing', async () => {
    const { demo } = world;
    const one = await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, pictureKey: `${'a'.repeat(64)}.jpg` });
    const short = await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, experienceIds: [one.id] });
    const before = await jobCount();
    const res = await post(author, { type: 'default', id: short.id });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['id']);
    expect(await jobCount()).toBe(before);
  });

  it('refuses an unknown type, and another community\'s story as if it did not exist', async () => {
    expect((await post(author, { type: 'poster', id: storyId })).status).toBe(422);
    const { mistral } = world;
    const theirs = await createPdfReadyStory(api, { userId: mistral.learner.id, communityId: mistral.community.id, sharingParameters: 'public' });
    expect((await post(author, { type: 'default', id: theirs.id })).status).toBe(404);
  });

  it('lets a deactivated author still download their work', async () => {
    const switchTo = async (active: boolean) => {
      await api.db.update(users).set({ active }).where(eq(users.id, world.demo.learner.id));
      api.deps.sessionCache.forgetUser(world.demo.learner.id);
    };
    await switchTo(false);
    try {
      expect((await api.request('/v2/stories', { method: 'POST', host: author.host, token: author.token, json: {} })).status).toBe(403);
      expect((await post(author, { type: 'landscape', id: storyId })).status).toBe(201);
    } finally {
      await switchTo(true);
    }
  });
});

describe('PDF jobs in the database', () => {
  // The API's own runner, woken by an earlier test's request, would otherwise claim the jobs these tests queue.
  beforeEach(() => api.deps.pdfs.idle());
  const requester = () => ({ userId: world.demo.learner.id, communityId: world.demo.community.id });
  const queued = async (title: string) => {
    const story = await createPdfReadyStory(api, { ...requester(), title });
    const input = { locale: 'fr' as const, title, description: '', date: new Date().toISOString(), createdAt: new Date().toISOString(), author: { name: 'A' }, community: { name: 'Demo' }, experiences: [] };
    return requestPdf(api.db, requester(), { kind: 'story', storyId: story.id, type: 'default', input });
  };

  it('answers 409 for the file while it is still queued', async () => {
    const job = await queued('Pas encore');
    expect((await get(author, `/v2/story_pdfs/${job.id}/status`)).status).toBe(200);
    const res = await get(author, `/v2/story_pdfs/${job.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('PDF_NOT_READY');
  });

  it('loses nothing to a restart: another runner takes queued jobs and those a dead process held', async () => {
    const waiting = await queued('Après redémarrage');
    const abandoned = await queued('Processus disparu');
    await api.db.update(pdfJobs).set({ status: 'running', claimedAt: new Date(Date.now() - 6 * 60 * 1000) }).where(eq(pdfJobs.id, abandoned.id));
    const runner = createPdfRunner(api.db, api.deps.storage, renderPdfJob(api.db, api.deps.storage));
    runner.wake();
    await runner.idle();
    await runner.stop();
    const rows = await api.db.select().from(pdfJobs);
    for (const id of [waiting.id, abandoned.id]) expect(rows.find((row) => row.id === id)).toMatchObject({ status: 'ready' });
  });

  it('retries a failing render with back-off, then marks it failed', async () => {
    const job = await queued('Toujours en échec');
    const runner = createPdfRunner(api.db, api.deps.storage, async () => {
      throw new Error('renderer broke');
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await api.db.update(pdfJobs).set({ nextAttemptAt: new Date(0) }).where(eq(pdfJobs.id, job.id));
      runner.wake();
      await runner.idle();
      const [row] = await api.db.select().from(pdfJobs).where(eq(pdfJobs.id, job.id));
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 3 ? 'queued' : 'failed', lastError: 'renderer broke' });
    }
    await runner.stop();
    expect(await (await get(author, `/v2/story_pdfs/${job.id}/status`)).json()).toEqual({ data: { id: job.id, pdf_status: 'failed' } });
  });

  it('forgets expired PDFs, whose files the sweeper then removes', async () => {
    const { data } = await (await post(author, { type: 'chronology', id: storyId })).json();
    await settled(author, data.id);
    const [row] = await api.db.select().from(pdfJobs).where(eq(pdfJobs.id, data.id));
    await api.db.update(pdfJobs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pdfJobs.fileKey, row.fileKey!));
    expect((await get(author, `/v2/story_pdfs/${data.id}/status`)).status).toBe(404);
    await forgetExpiredPdfJobs(api.db);
    expect(await api.db.select().from(pdfJobs).where(eq(pdfJobs.id, data.id))).toEqual([]);
    const removed = await collectUnreferencedFiles(api.db, api.deps.storage, { olderThan: new Date(Date.now() + 60_000) });
    expect(removed).toContain(row.fileKey);
    expect(await api.deps.storage.get(row.fileKey!)).toBeNull();
  });
});
