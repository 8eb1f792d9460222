import 'server-only';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { PdfExperience, PdfJob, PdfWorkerAnswer, PortraitPdfData, StoryPdfData, TStoryPdfType } from './pdf-data';

/**
 * Renders story and portrait PDFs in ONE long-lived worker thread, one document at a time
 * (react-pdf's fonts and hyphenation are per process, and a render is CPU-bound: two at once
 * would only share the same core). The worker is started lazily, restarted when it dies, and
 * a render that never ends is stopped with its worker.
 */

/**
 * Longest side of a picture, by how large the layout prints it: a full-width A4 picture
 * (default, landscape) at about 140 dpi; a thumbnail of 130 pt (chronology, map legend,
 * portrait highlights) at about 200 dpi. Six stored pictures of 2000 px weigh some 3.5 MB.
 */
const PICTURE_SIDE: Record<TStoryPdfType, number> = { default: 1000, landscape: 1000, chronology: 400, map: 400 };
const THUMBNAIL_SIDE = 400;
const AVATAR_SIDE = 320;
const JPEG_QUALITY = 78;
const RENDER_TIMEOUT_MS = 60_000;

type Pending = { job: PdfJob; transfer: ArrayBuffer[]; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let current: (Pending & { id: number; timer: NodeJS.Timeout }) | null = null;
const queue: Pending[] = [];
let nextId = 1;

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

/** A stored picture made small enough for print, in a buffer of its own so it can be transferred. */
async function downscale(picture: Uint8Array | null, side: number, transfer: ArrayBuffer[]): Promise<Uint8Array | null> {
  if (!picture) return null;
  const bytes = await sharp(picture, { failOn: 'error' })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  transfer.push(own.buffer);
  return own;
}

const withSmallPictures = (experiences: PdfExperience[], side: number, transfer: ArrayBuffer[]) =>
  Promise.all(experiences.map(async (experience) => ({ ...experience, picture: await downscale(experience.picture, side, transfer) })));

export async function renderStoryPdf(data: StoryPdfData, type: TStoryPdfType): Promise<Buffer> {
  const transfer: ArrayBuffer[] = [];
  const experiences = await withSmallPictures(data.experiences, PICTURE_SIDE[type], transfer);
  return enqueue({ kind: 'story', type, data: { ...data, experiences } }, transfer);
}

export async function renderPortraitPdf(data: PortraitPdfData): Promise<Buffer> {
  const transfer: ArrayBuffer[] = [];
  const [highlights, avatar] = await Promise.all([withSmallPictures(data.highlights, THUMBNAIL_SIDE, transfer), downscale(data.author.avatar, AVATAR_SIDE, transfer)]);
  return enqueue({ kind: 'portrait', data: { ...data, author: { ...data.author, avatar }, highlights } }, transfer);
}

/** Stops the worker; renders still queued fail. For tests and the process's shutdown. */
export async function stopPdfRenderer(): Promise<void> {
  const stopping = worker;
  for (const pending of queue.splice(0)) pending.reject(new Error('The PDF renderer stopped'));
  if (stopping) await stopping.terminate();
}
