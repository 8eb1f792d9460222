// @vitest-environment node
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepInOutbox, outboxItems, type TOutboxPart } from '@/lib/offline/outbox';

// The page keeps what a learner records offline (lib/offline/outbox.ts); the service worker
// (public/sw.js) sends it. Both run here on one IndexedDB: the page's own writer, the worker's
// own file, so the layout they share is tested as it is, not restated.
const WORKER = readFileSync('public/sw.js', 'utf8');
const ORIGIN = 'https://demo.example';

type TSent = { url: string; method: string; key: string | null; language: string | null; parts: [string, string][]; json?: { type: string | null; body: unknown } };
type TAnswer = { status: number; body?: unknown } | 'offline';

/** The worker in a context of its own, with the fetch the test answers: each call takes the next answer for its path. */
function startWorker(answers: Record<string, TAnswer[]>) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const told: unknown[] = [];
  const sent: TSent[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, ORIGIN).pathname;
    const answer = answers[path]?.shift();
    if (!answer) throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
    if (init.body instanceof FormData) {
      const headers = new Headers(init.headers);
      const parts = [...init.body.entries()].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : `file:${value.name}`]);
      sent.push({ url: path, method: init.method ?? 'GET', key: headers.get('Idempotency-Key'), language: headers.get('Accept-Language'), parts });
    } else if (typeof init.body === 'string') {
      const headers = new Headers(init.headers);
      const json = { type: headers.get('Content-Type'), body: JSON.parse(init.body) };
      sent.push({ url: path, method: init.method ?? 'GET', key: headers.get('Idempotency-Key'), language: headers.get('Accept-Language'), parts: [], json });
    } else sent.push({ url: path, method: init.method ?? 'GET', key: null, language: null, parts: [] });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    clients: { matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }], claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  vm.runInNewContext(WORKER, { self, fetch, indexedDB: globalThis.indexedDB, FormData, Headers, Response, URL, caches: undefined });
  /** Dispatches an event and waits for what the worker said it would finish. */
  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    handlers[type]({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    return Promise.all(pending);
  };
  return { sent, told, flush: (userId: number) => dispatch('message', { data: { type: 'flush', userId } }), sync: () => dispatch('sync', { tag: 'outbox' }) };
}

const parts = (description: string): TOutboxPart[] => [
  { name: 'experience', value: JSON.stringify({ description }) },
  { name: 'experience[picture]', blob: new Blob(['jpeg'], { type: 'image/jpeg' }), filename: 'picture.jpg' },
];

/** Kept by the page as the wizard keeps it, a few milliseconds apart so their order is the recording's. */
async function record(key: string, userId: number, description: string) {
  await keepInOutbox({ key, userId, locale: 'pt', kind: 'experience', draft: JSON.stringify({ description }), request: { path: '/api/v2/experiences', parts: parts(description) } });
  await new Promise((resolve) => setTimeout(resolve, 3));
}

const created = { status: 201, body: { data: { id: 1 } } };

// Node's Blob and FormData, as a browser's: IndexedDB keeps the picture as a Blob and gives it back as one.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  // The page tells its own components that the outbox changed.
  Object.assign(globalThis, { window: new EventTarget() });
});

afterEach(() => {
  // @ts-expect-error -- each test's database and page go with it
  delete globalThis.indexedDB;
  // @ts-expect-error -- as above
  delete globalThis.window;
});

describe('the service worker sends the outbox', () => {
  it('sends its author’s items in the order they were recorded, each with its key and language, and forgets them', async () => {
    await record('key-a', 7, 'first');
    await record('key-other', 8, 'someone else’s');
    await record('key-b', 7, 'second');
    const worker = startWorker({ '/api/v2/experiences': [created, created] });

    await worker.flush(7);

    expect(worker.sent).toEqual([
      { url: '/api/v2/experiences', method: 'POST', key: 'key-a', language: 'pt', parts: [['experience', '{"description":"first"}'], ['experience[picture]', 'file:picture.jpg']] },
      { url: '/api/v2/experiences', method: 'POST', key: 'key-b', language: 'pt', parts: [['experience', '{"description":"second"}'], ['experience[picture]', 'file:picture.jpg']] },
    ]);
    expect(await outboxItems(7)).toEqual([]);
    // Another person's item on the same phone is neither sent nor lost.
    expect((await outboxItems(8)).map((item) => item.key)).toEqual(['key-other']);
    expect(worker.told).toContainEqual({ type: 'outbox-changed' });
  });

  it('sends a story kept between two experiences as JSON, in its place in the order, with its key and language', async () => {
    await record('key-a', 7, 'before');
    const story = { story: { title: 'Sortie', experience_ids: [3, 1] } };
    await keepInOutbox({ key: 'key-story', userId: 7, locale: 'el', kind: 'story', draft: '{}', request: { path: '/api/v2/stories', json: JSON.stringify(story) } });
    await new Promise((resolve) => setTimeout(resolve, 3));
    await record('key-b', 7, 'after');
    const worker = startWorker({ '/api/v2/experiences': [created, created], '/api/v2/stories': [created] });

    await worker.flush(7);

    expect(worker.sent.map((sent) => [sent.url, sent.key])).toEqual([
      ['/api/v2/experiences', 'key-a'],
      ['/api/v2/stories', 'key-story'],
      ['/api/v2/experiences', 'key-b'],
    ]);
    expect(worker.sent[1]).toMatchObject({ method: 'POST', language: 'el', json: { type: 'application/json', body: story } });
    expect(await outboxItems(7)).toEqual([]);
  });

  it('keeps a refused item with the server’s words, and goes on with the next', async () => {
    await record('key-a', 7, 'refused');
    await record('key-b', 7, 'accepted');
    const refusal = { status: 422, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid experience' }, errors: { group_ids: ['Unknown group'] } } };
    const worker = startWorker({ '/api/v2/experiences': [refusal, created] });

    await worker.flush(7);

    const [kept] = await outboxItems(7);
    expect(kept).toMatchObject({ key: 'key-a', status: 'refused', refusal: { message: 'Invalid experience', errors: { group_ids: ['Unknown group'] } } });
    expect(await outboxItems(7)).toHaveLength(1);
    // Refused, it is not sent again by itself: its author fixes or deletes it.
    const again = startWorker({});
    await again.flush(7);
    expect(again.sent).toEqual([]);
  });

  it('renews an ended session once and sends; without a session, everything waits for the next signed-in page', async () => {
    await record('key-a', 7, 'first');
    const renewed = startWorker({ '/api/v2/experiences': [{ status: 401 }, created], '/api/session/refresh': [{ status: 200 }] });
    await renewed.flush(7);
    expect(renewed.sent.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v2/experiences', 'POST /api/session/refresh', 'POST /api/v2/experiences']);
    expect(await outboxItems(7)).toEqual([]);

    await record('key-b', 7, 'second');
    await record('key-c', 7, 'third');
    const signedOut = startWorker({ '/api/v2/experiences': [{ status: 401 }], '/api/session/refresh': [{ status: 401 }] });
    await signedOut.flush(7);
    expect(signedOut.sent.filter((call) => call.url === '/api/v2/experiences')).toHaveLength(1);
    expect((await outboxItems(7)).map((item) => [item.key, item.status])).toEqual([
      ['key-b', 'waiting'],
      ['key-c', 'waiting'],
    ]);
  });

  it.each([409, 429, 503])('waits, as offline, when the server answers %i, and sends nothing after it', async (status) => {
    await record('key-a', 7, 'first');
    await record('key-b', 7, 'second');
    const worker = startWorker({ '/api/v2/experiences': [{ status }] });
    await worker.flush(7);
    expect(worker.sent).toHaveLength(1);
    expect((await outboxItems(7)).map((item) => item.status)).toEqual(['waiting', 'waiting']);
  });

  it('an ask that comes while a send runs is answered by a send of its own after it, not by the running one', async () => {
    await record('key-a', 7, 'first');
    // The running send started before the network came back and fails; the page's ask, made once it was back, succeeds.
    const worker = startWorker({ '/api/v2/experiences': ['offline', created] });

    await Promise.all([worker.flush(7), worker.flush(7), worker.flush(7)]);

    expect(worker.sent.map((call) => call.key)).toEqual(['key-a', 'key-a']);
    expect(await outboxItems(7)).toEqual([]);
  });

  it('from Background Sync, asks the session whose items to send; offline, it fails so that the browser tries again', async () => {
    // Nothing waiting: the session is not even asked.
    const idle = startWorker({});
    await idle.sync();
    expect(idle.sent).toEqual([]);

    await record('key-a', 7, 'mine');
    await record('key-other', 8, 'someone else’s');
    const synced = startWorker({ '/api/v2/session': [{ status: 200, body: { data: { id: 7 } } }], '/api/v2/experiences': [created] });
    await synced.sync();
    expect(synced.sent.map((call) => call.key)).toEqual([null, 'key-a']);
    expect((await outboxItems(8)).map((item) => item.key)).toEqual(['key-other']);

    const offline = startWorker({ '/api/v2/session': ['offline'] });
    await expect(offline.sync()).rejects.toThrow('offline');
  });
});
