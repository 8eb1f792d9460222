import { createStore, del, entries, set, values } from 'idb-keyval';

/**
 * What a learner records without a network waits here, on the device, until the service worker
 * (public/sw.js) sends it. The worker reads this same IndexedDB layout with the bare API: the
 * database, its store and the item's shape below are the contract between the two; change them
 * together.
 */
const OUTBOX_DB = 'journal-outbox';
const OUTBOX_STORE = 'items';
/** The Background Sync tag the worker answers to. */
const OUTBOX_SYNC_TAG = 'outbox';

/** A part of the multipart request, as the worker rebuilds it (a FormData cannot be stored). */
export type TOutboxPart = { name: string; value: string } | { name: string; blob: Blob; filename: string };

/** The create request: multipart when it carries a picture (an experience), JSON otherwise (a story). */
type TOutboxRequest = { path: string; parts: TOutboxPart[] } | { path: string; json: string };

/**
 * waiting: to be sent (also when the session ended meanwhile: its author's next signed-in page
 * sends it); refused: the server said no (a rule changed meanwhile), kept until its author
 * fixes or deletes it.
 */
type TOutboxStatus = 'waiting' | 'refused';

export type TOutboxItem = {
  /** The create's idempotency key: however often it is sent, it is created once. */
  key: string;
  /** Only its author's session sends it: a shared class phone never publishes under another name. */
  userId: number;
  kind: 'experience' | 'story';
  createdAt: string;
  locale: string;
  /** The draft as the wizard holds it (JSON), to reopen it there when it was refused. */
  draft: string;
  request: TOutboxRequest;
  status: TOutboxStatus;
  /** The server's answer to a refused send: its message and field errors. */
  refusal?: { message: string | null; errors: Record<string, string[]> | null };
};

/** Who recorded it, in which language, and the wizard's draft to reopen: what the outbox keeps beside the request. */
export type TOutboxAuthor = Pick<TOutboxItem, 'userId' | 'locale' | 'draft'>;

/** The request as fetch sends it: the worker builds the same from the same parts. */
export function formOf(parts: TOutboxPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('blob' in part) form.append(part.name, part.blob, part.filename);
    else form.append(part.name, part.value);
  }
  return form;
}

const store = () => createStore(OUTBOX_DB, OUTBOX_STORE);

/** The service worker that sends the outbox, when this page has one: without it nothing could be sent later. */
export function outboxWorker(): ServiceWorker | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.controller;
}

/** The user's items, oldest first. */
export async function outboxItems(userId: number): Promise<TOutboxItem[]> {
  const all = await entries<string, TOutboxItem>(store());
  return all
    .map(([, item]) => item)
    .filter((item) => item.userId === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Everyone's, for a page without a session: how many of each kind, never whose or what. */
export async function outboxCount(): Promise<Record<TOutboxItem['kind'], number>> {
  const kinds = (await values<TOutboxItem>(store())).map((item) => item.kind);
  return { experience: kinds.filter((kind) => kind === 'experience').length, story: kinds.filter((kind) => kind === 'story').length };
}

/** The picture an item carries, if any (a story carries none). */
export const outboxPicture = (item: TOutboxItem): Blob | null =>
  'parts' in item.request ? (item.request.parts.flatMap((part) => ('blob' in part ? [part.blob] : []))[0] ?? null) : null;

export async function removeFromOutbox(key: string) {
  await del(key, store());
  announceOutboxChange();
}

/** Keeps the item and asks the worker to send it as soon as the network allows. */
export async function keepInOutbox(item: Omit<TOutboxItem, 'status' | 'createdAt'>) {
  await set(item.key, { ...item, status: 'waiting', createdAt: new Date().toISOString() } satisfies TOutboxItem, store());
  announceOutboxChange();
  await askToSend(item.userId);
}

/**
 * Background Sync sends it even after the page is closed, where the browser has it; the page
 * also asks directly (on load, when the network returns), which covers every other browser.
 */
export async function askToSend(userId: number) {
  const worker = outboxWorker();
  if (!worker) return;
  const registration = await navigator.serviceWorker.ready;
  const sync = (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  if (navigator.onLine) worker.postMessage({ type: 'flush', userId });
}

export const OUTBOX_CHANGED = 'outbox-changed';
const announceOutboxChange = () => window.dispatchEvent(new Event(OUTBOX_CHANGED));
