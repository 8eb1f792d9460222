import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerEnv } from '@/server/env';
import { pdfRendererWarmth, stopPdfRenderer } from '@/server/modules/pdf/pdf-renderer';
import { startBackgroundWork } from '@/server/processes/background-work';
import { startTestApi, type TestApi } from '../support/api-harness';

/**
 * The first PDF after a start must not wait for the renderer's worker to load react-pdf, the
 * fonts and the world map: the background work (the API's, or a worker process's) warms it as it
 * starts, without anyone asking for a PDF.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the PDF renderer', () => {
  it('is warmed when the background work starts, before any PDF is asked for', async () => {
    await stopPdfRenderer();
    expect(pdfRendererWarmth()).toBe('cold');
    const work = startBackgroundWork({ db: api.db, storage: api.deps.storage }, readServerEnv({ NODE_ENV: 'test' }));
    try {
      expect(pdfRendererWarmth()).toBe('warming');
      await expect.poll(pdfRendererWarmth, { timeout: 30_000, interval: 100 }).toBe('warm');
    } finally {
      await work.stop();
    }
    // A stopped worker's successor starts cold.
    expect(pdfRendererWarmth()).toBe('cold');
  });
});
