import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfJobs } from '@/server/db/schema';
import { PDF_POLICY, requestPdf } from '@/server/modules/pdf/pdf-jobs';
import { createPdfRunner, type PdfRender } from '@/server/modules/pdf/pdf-runner';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { createPdfReadyStory } from '../support/pdf-stories';

/**
 * Several backends (and worker processes) share one database: a job whose process died is taken
 * over once its lease runs out, a job whose process is alive and renewing is never taken, and two
 * requests for the same document at once make one job.
 */
let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const requester = () => ({ userId: world.demo.learner.id, communityId: world.demo.community.id });
const queue = async (title: string) => {
  const story = await createPdfReadyStory(api, { ...requester(), title });
  const input = { locale: 'fr' as const, title, description: '', date: new Date().toISOString(), createdAt: new Date().toISOString(), author: { name: 'A' }, community: { name: 'Demo' }, experiences: [] };
  return requestPdf(api.db, requester(), { kind: 'story', storyId: story.id, type: 'default', input });
};
const rowOf = async (id: number) => (await api.db.select().from(pdfJobs).where(eq(pdfJobs.id, id)))[0];
const keyOf = (bytes: Buffer) => `${createHash('sha256').update(bytes).digest('hex')}.pdf`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !condition() && Date.now() < end; ) await sleep(20);
};

/** A render that hangs until the test lets it go: a process stuck (or dead) in the middle of a job. */
function hangingRender(bytes: Buffer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let startedAt = 0;
  const render: PdfRender = async () => {
    startedAt = Date.now();
    await released;
    return bytes;
  };
  return { render, release, startedAt: () => startedAt };
}

describe('leases on PDF jobs', () => {
  beforeEach(() => api.deps.pdfs.idle());

  it('keeps the production lease short enough for a takeover within 30 s, renewed several times per lease', () => {
    expect(PDF_POLICY.leaseMs + PDF_POLICY.pollEveryMs).toBeLessThanOrEqual(30_000);
    expect(PDF_POLICY.renewEveryMs * 2).toBeLessThanOrEqual(PDF_POLICY.leaseMs);
  });

  it('a job whose process died is taken over once its lease runs out, and the dead process’s late result is dropped', async () => {
    const leaseMs = 800;
    const job = await queue('Processus disparu');
    // The first process claims the job, then stops renewing (as a dead one would) while its render hangs.
    const dead = hangingRender(Buffer.from('from the dead process'));
    const first = createPdfRunner(api.db, api.deps.storage, dead.render, { everyMs: 60_000, leaseMs, renewEveryMs: 60_000 });
    first.wake();
    await until(() => dead.startedAt() > 0, 5000);
    const claimedAt = dead.startedAt();
    expect(claimedAt).toBeGreaterThan(0);
    expect(await rowOf(job.id)).toMatchObject({ status: 'running', attempts: 1 });

    let takenAt = 0;
    const alive = Buffer.from('from the live process');
    const second = createPdfRunner(api.db, api.deps.storage, async () => ((takenAt = Date.now()), alive), { everyMs: 50, leaseMs, renewEveryMs: 200 });
    await until(() => takenAt > 0, 25_000);
    await second.idle();
    await second.stop();
    expect(takenAt - claimedAt).toBeGreaterThanOrEqual(leaseMs - 50);
    expect(takenAt - claimedAt).toBeLessThan(30_000);
    expect(await rowOf(job.id)).toMatchObject({ status: 'ready', fileKey: keyOf(alive), attempts: 2 });

    // The first process comes back with its result: the job is no longer its own, nothing is overwritten.
    dead.release();
    await first.stop();
    expect(await rowOf(job.id)).toMatchObject({ status: 'ready', fileKey: keyOf(alive), attempts: 2 });
  });

  it('a long render in a live process is never taken over while it renews its lease', async () => {
    const leaseMs = 600;
    const job = await queue('Rendu très long');
    const slow = hangingRender(Buffer.from('the long render'));
    const first = createPdfRunner(api.db, api.deps.storage, slow.render, { everyMs: 60_000, leaseMs, renewEveryMs: 150 });
    first.wake();
    await until(() => slow.startedAt() > 0, 5000);
    let stolen = false;
    const second = createPdfRunner(
      api.db,
      api.deps.storage,
      async () => {
        stolen = true;
        return Buffer.from('stolen');
      },
      { everyMs: 50, leaseMs, renewEveryMs: 150 },
    );
    // Four leases long: without renewal the second runner would have taken it three times over.
    await sleep(leaseMs * 4);
    await second.stop();
    expect(stolen).toBe(false);
    expect(await rowOf(job.id)).toMatchObject({ status: 'running', attempts: 1 });
    slow.release();
    await first.idle();
    await first.stop();
    expect(await rowOf(job.id)).toMatchObject({ status: 'ready', fileKey: keyOf(Buffer.from('the long render')), attempts: 1 });
  });
  it('stops taking over a job whose process died during each of its attempts: it is failed, not drawn again', async () => {
    const job = await queue('Tue son processus');
    await api.db
      .update(pdfJobs)
      .set({ status: 'running', attempts: PDF_POLICY.maxAttempts, claimedAt: new Date(), claimedBy: 'a process that died', leaseExpiresAt: new Date(Date.now() - 1) })
      .where(eq(pdfJobs.id, job.id));
    let drawn = false;
    const runner = createPdfRunner(api.db, api.deps.storage, async () => ((drawn = true), Buffer.from('x')), { everyMs: 60_000 });
    runner.wake();
    await runner.idle();
    await runner.stop();
    expect(drawn).toBe(false);
    expect(await rowOf(job.id)).toMatchObject({ status: 'failed', claimedBy: null });
    expect((await rowOf(job.id)).lastError).toMatch(/stopped during each/);
  });
});

describe('one job per document', () => {
  it('16 requests at once for the same story’s PDF make one job, and all are answered its id', async () => {
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    const story = await createPdfReadyStory(api, { ...requester(), title: 'Seize fois', sharingParameters: 'community' });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => api.request('/v2/story_pdfs', { method: 'POST', host: world.demo.host, token, json: { type: 'map', id: story.id } })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(16).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (res) => (await res.json()).data.id as number)));
    expect(ids.size).toBe(1);
    expect(await api.db.select({ id: pdfJobs.id }).from(pdfJobs).where(eq(pdfJobs.storyId, story.id))).toEqual([{ id: [...ids][0] }]);
    await api.deps.pdfs.idle();
  });
});
