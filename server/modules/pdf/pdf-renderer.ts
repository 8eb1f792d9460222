import 'server-only';
import { Worker } from 'node:worker_threads';
import { log } from '../../platform/logger';
import type { PdfExperience, PdfJob, PdfWorkerAnswer, PortraitPdfData, StoryPdfData, TStoryPdfType } from './pdf-data';

/**
 * Renders story and portrait PDFs in ONE long-lived worker thread, one document at a time
 * (react-pdf's fonts and hyphenation are per process, and a render is CPU-bound: two at once
 * would only share the same core). The worker is warmed when the backend starts
 * (warmPdfRenderer), restarted when it dies, and a render that never ends is stopped with its
 * worker. Pictures arrive at their print size (the pictures module's renditions): they are
 * embedded as they are, never decoded here.
 */

const RENDER_TIMEOUT_MS = 60_000;

type Pending = { job: PdfJob; transfer: ArrayBuffer[]; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let current: (Pending & { id: number; timer: NodeJS.Timeout }) | null = null;
const queue: Pending[] = [];
let nextId = 1;
/** The warm-up of the worker now running, if one was asked for: true once done. */
let warming: Promise<boolean> | null = null;
let isWarm = false;

function startWorker(): Worker {
  // execArgv [] drops `--conditions=react-server` (and `--import tsx`: the entry registers tsx itself).
  const started = new Worker(new URL('./pdf-worker-entry.mjs', import.meta.url), { execArgv: [] });
  started.on('message', (answer: PdfWorkerAnswer) => {
    if (!current || answer.id !== current.id) return;
    const done = current;
    clearTimeout(done.timer);
    current = null;
    if ('pdf' in answer) done.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else done.reject(new Error(`PDF rendering failed: ${answer.error}`));
    pump();
  });
  started.on('error', (error) => failCurrent(started, error));
  started.on('exit', (code) => failCurrent(started, new Error(`The PDF worker stopped (exit code ${code})`)));
  // An idle worker must not keep the process alive; a busy one holds it through `current`'s timer.
  started.unref();
  return started;
}

/** The worker died (or was stopped): the render it had fails, the queue goes on with a new one. */
function failCurrent(dead: Worker, error: Error) {
  if (worker !== dead) return;
  worker = null;
  // The next worker starts cold: the next warm-up (or render) pays for it again.
  warming = null;
  isWarm = false;
  if (current) {
    clearTimeout(current.timer);
    current.reject(error);
    current = null;
  }
  pump();
}

function pump() {
  if (current || queue.length === 0) return;
  const next = queue.shift()!;
  worker ??= startWorker();
  const running = worker;
  const id = nextId++;
  const timer = setTimeout(() => {
    failCurrent(running, new Error(`PDF rendering took longer than ${RENDER_TIMEOUT_MS / 1000} s`));
    void running.terminate();
  }, RENDER_TIMEOUT_MS);
  current = { ...next, id, timer };
  running.postMessage({ id, job: next.job }, next.transfer);
}

function enqueue(job: PdfJob, transfer: ArrayBuffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ job, transfer, resolve, reject });
    pump();
  });
}

/** The picture in a buffer of its own, so that it can be transferred to the worker rather than copied twice. */
function own(picture: Uint8Array | null, transfer: ArrayBuffer[]): Uint8Array | null {
  if (!picture) return null;
  const copy = new Uint8Array(picture.byteLength);
  copy.set(picture);
  transfer.push(copy.buffer);
  return copy;
}

const withOwnPictures = (experiences: PdfExperience[], transfer: ArrayBuffer[]) => experiences.map((experience) => ({ ...experience, picture: own(experience.picture, transfer) }));

export function renderStoryPdf(data: StoryPdfData, type: TStoryPdfType): Promise<Buffer> {
  const transfer: ArrayBuffer[] = [];
  return enqueue({ kind: 'story', type, data: { ...data, experiences: withOwnPictures(data.experiences, transfer) } }, transfer);
}

export function renderPortraitPdf(data: PortraitPdfData): Promise<Buffer> {
  const transfer: ArrayBuffer[] = [];
  const avatar = own(data.author.avatar, transfer);
  return enqueue({ kind: 'portrait', data: { ...data, author: { ...data.author, avatar }, highlights: withOwnPictures(data.highlights, transfer) } }, transfer);
}

/**
 * Starts the worker and has it draw a sample of each layout, so the first PDF a person asks
 * for after a start does not wait for @react-pdf, the fonts and the world map to load (some
 * seconds, past the 2 s within which the request answers `ready`). It runs beside readiness,
 * never before it. Answers true once warm; false when the warm-up failed (logged: the first
 * render then pays the cost, nothing else is lost).
 */
export function warmPdfRenderer(): Promise<boolean> {
  if (warming) return warming;
  const started = performance.now();
  const thisWarmUp: Promise<boolean> = enqueue({ kind: 'warm' }, []).then(
    () => {
      if (warming === thisWarmUp) isWarm = true;
      log.info({ ms: Math.round(performance.now() - started) }, 'PDF renderer warm');
      return true;
    },
    (error: unknown) => {
      log.warn({ err: error }, 'Warming the PDF renderer failed');
      if (warming === thisWarmUp) warming = null;
      return false;
    },
  );
  warming = thisWarmUp;
  return thisWarmUp;
}

/** Whether the running worker has drawn its warm-up, is drawing it, or was never asked to (the tests read it). */
export const pdfRendererWarmth = (): 'cold' | 'warming' | 'warm' => (isWarm ? 'warm' : warming ? 'warming' : 'cold');

/** Stops the worker; renders still queued fail. For tests and the process's shutdown. */
export async function stopPdfRenderer(): Promise<void> {
  const stopping = worker;
  warming = null;
  isWarm = false;
  for (const pending of queue.splice(0)) pending.reject(new Error('The PDF renderer stopped'));
  if (stopping) await stopping.terminate();
}
