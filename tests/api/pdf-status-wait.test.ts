import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createPdfRunner, type PdfRunner } from '@/server/modules/pdf/pdf-runner';
import { startTestApi, type TestApi } from '../support/api-harness';
import { assertDocumentedAnswer } from '../support/contract';
import { buildTwoCommunities, login } from '../support/communities';
import { createPdfReadyStory } from '../support/pdf-stories';

/**
 * The page checks a PDF's status right after `generating` (pdfPollDelayMs): a check of a job this
 * process is drawing waits for it, up to the same 2 s as the request that asked, so the page
 * learns the moment it is ready instead of 10 s later.
 */
let api: TestApi;
let runner: PdfRunner;
let finishRender: () => void = () => {};
let renderStarted: Promise<void>;
beforeAll(async () => {
  api = await startTestApi();
  let onStart: () => void = () => {};
  renderStarted = new Promise((resolve) => (onStart = resolve));
  // A render that ends only when the test says so.
  runner = createPdfRunner(api.db, api.deps.storage, async () => {
    onStart();
    await new Promise<void>((resolve) => (finishRender = resolve));
    return Buffer.from('%PDF-1.4 drawn by the test');
  }, { everyMs: 24 * 60 * 60 * 1000 });
});
afterAll(async () => {
  finishRender();
  await runner.stop();
  await api.close();
});

describe('GET /v2/story_pdfs/{id}/status', () => {
  it('waits for a job under way and answers ready when it is drawn meanwhile', async () => {
    const { demo } = await buildTwoCommunities(api);
    const { token } = await login(api, demo.learner.email, demo.host);
    const story = await createPdfReadyStory(api, { userId: demo.learner.id, communityId: demo.community.id, title: 'Waited for' });
    const app = createApp({ ...api.deps, pdfs: runner });
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await app.request(path, { ...init, headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': demo.host, 'content-type': 'application/json' } });
      await assertDocumentedAnswer(init.method ?? 'GET', path, response);
      return (await response.json()).data;
    };

    // The render is held: the request that asks answers `generating` after its own wait.
    const started = await call('/v2/story_pdfs', { method: 'POST', body: JSON.stringify({ type: 'default', id: story.id }) });
    expect(started.pdf_status).toBe('generating');
    await renderStarted;

    const checked = call(`/v2/story_pdfs/${started.id}/status`);
    // Let the check read the job (still running) and begin to wait before the render ends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    finishRender();
    expect((await checked).pdf_status).toBe('ready');
  });
});
