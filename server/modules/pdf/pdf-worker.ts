/**
 * The PDF worker thread (started by pdf-renderer.ts through pdf-worker-entry.mjs, without
 * React's server condition): renders each job it is sent and answers with the bytes or the
 * error. A failed render leaves the worker ready for the next one.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-data';
import { renderJob } from './render/render-job';

const port = parentPort!;
port.on('message', async ({ id, job }: PdfWorkerRequest) => {
  let answer: PdfWorkerAnswer;
  try {
    const pdf = await renderJob(job);
    answer = { id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  port.postMessage(answer, 'pdf' in answer && answer.pdf.byteOffset === 0 && answer.pdf.byteLength === answer.pdf.buffer.byteLength ? [answer.pdf.buffer as ArrayBuffer] : []);
});
