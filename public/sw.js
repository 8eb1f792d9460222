/*
 * The journal's service worker. Two jobs:
 * - keep the shell and the pages a person opened readable without a network (pages: network
 *   first, the last copy when offline; the build's files and pictures: their names change with
 *   their content, so the kept copy is always right);
 * - send the outbox: the experiences and stories a learner recorded offline, kept in IndexedDB by the page
 *   (lib/offline/outbox.ts holds the layout both sides read), sent in order, each with its
 *   idempotency key, by its author's session only.
 * Plain JavaScript served as it is: it imports nothing, so no bundler stands between the
 * product and the one file browsers install.
 */
const PAGES = 'pages-v1';
const FILES = 'files-v1';
const PICTURES = 'pictures-v1';
const KEPT = { [PAGES]: 40, [FILES]: 400, [PICTURES]: 200 };
const OUTBOX_DB = 'journal-outbox';
const OUTBOX_STORE = 'items';
const SYNC_TAG = 'outbox';
const PICTURE_PATH = /^\/api\/v2\/pictures\/[0-9a-f]{64}(-page|-thumbnail)?\.jpg$/;
/** The product's and the communities' own images (favicon, logos): rarely changed, shown on every page. */
const LOOK_PATH = /^\/(favicon\.svg|communities\/[\w-]+\.(svg|png|jpg|webp))$/;
const BUILD_FILE = /\/_next\/static\/[^"'\s)\\]+/g;
/** A kept page's pictures worth keeping with it: the renditions a phone picks, never the 2,000 px originals. */
const PAGE_PICTURE = /\/api\/v2\/pictures\/[0-9a-f]{64}-(?:page|thumbnail)\.jpg/g;
const PAGE_LOOK = /\/(?:favicon\.svg|communities\/[\w-]+\.(?:svg|png|jpg|webp))/g;
/** What a stylesheet loads (relative to it): the browser takes the icon font's woff2, never its older forms. */
const CSS_FILE = /url\(["']?([^"')]+\.(?:woff2|png|jpe?g|webp|gif))["']?\)/g;
const LOCALE_PREFIX = /^\/(en|it|el|nl|pt)(\/|$)/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !(name in KEPT)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  // A client-side navigation that fails offline makes Next load the page instead, which the branch above answers.
  if (request.headers.has('RSC')) return;
  if (url.pathname.startsWith('/_next/static/')) return event.respondWith(keptFirst(FILES, request));
  if (PICTURE_PATH.test(url.pathname)) return event.respondWith(keptFirst(PICTURES, request));
  if (LOOK_PATH.test(url.pathname)) return event.respondWith(networkFirst(FILES, request));
});

async function networkFirst(cacheName, request) {
  try {
    const response = await fetch(request);
    if (response.ok) await keep(cacheName, request.url, response.clone());
    return response;
  } catch {
    return (await caches.match(request, { cacheName, ignoreVary: true })) ?? Response.error();
  }
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (isPage(response)) await keep(PAGES, request.url, response.clone());
    return response;
  } catch {
    const kept = await caches.match(request.url, { cacheName: PAGES, ignoreVary: true });
    return kept ?? (await offlinePage(new URL(request.url).pathname)) ?? Response.error();
  }
}

const isPage = (response) => response.ok && !response.redirected && (response.headers.get('content-type') ?? '').includes('text/html');

/** The page telling that this one was never opened here, in the language of the address asked for. */
async function offlinePage(pathname) {
  const locale = LOCALE_PREFIX.exec(pathname)?.[1] ?? 'fr';
  const cache = await caches.open(PAGES);
  return (await cache.match(offlineKey(locale))) ?? (await cache.match(offlineKey('fr')));
}

const offlineKey = (locale) => new URL(`/__offline/${locale}`, self.location.origin).href;

async function keptFirst(cacheName, request) {
  const kept = await caches.match(request, { cacheName, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keep(cacheName, request.url, response.clone());
  return response;
}

/** Kept newest last; the oldest go once a cache holds its share. */
async function keep(cacheName, key, response) {
  const cache = await caches.open(cacheName);
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT[cacheName])).map((old) => cache.delete(old)));
}

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'ready-offline') event.waitUntil(readyOffline(message.pages ?? [], message.offline, message.locale));
  if (message.type === 'flush') event.waitUntil(flush(message.userId).catch(() => undefined));
  if (message.type === 'forget') event.waitUntil(caches.delete(PAGES));
});

/**
 * The pages a learner records with, and their files, fetched once online so they open offline.
 * The files are kept before the pages: a kept page always finds its scripts.
 */
async function readyOffline(pages, offline, locale) {
  const fetched = [];
  const fetchPage = async (path, key) => {
    const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
    if (response && isPage(response)) fetched.push({ key, response, html: await response.clone().text() });
  };
  await Promise.all([...pages.map((path) => fetchPage(path, new URL(path, self.location.origin).href)), offline && fetchPage(offline, offlineKey(locale))]);
  const kept = await caches.open(FILES);
  // A stylesheet names files of its own (the icon font): they are kept with it.
  const queue = [...new Set(fetched.flatMap(({ html }) => html.match(BUILD_FILE) ?? []))];
  for (const seen = new Set(queue); queue.length > 0; ) {
    const file = queue.shift();
    let response = await kept.match(file);
    if (!response) {
      response = await fetch(file).catch(() => null);
      if (!response?.ok) continue;
      await kept.put(file, response.clone());
    }
    if (!file.endsWith('.css')) continue;
    for (const [, reference] of (await response.text()).matchAll(CSS_FILE)) {
      const named = new URL(reference, new URL(file, self.location.origin)).pathname;
      if (seen.has(named) || !named.startsWith('/_next/static/')) continue;
      seen.add(named);
      queue.push(named);
    }
  }
  const html = fetched.map((page) => page.html).join('\n');
  await keepAll(PICTURES, html.match(PAGE_PICTURE) ?? []);
  await keepAll(FILES, html.match(PAGE_LOOK) ?? []);
  const cache = await caches.open(PAGES);
  await Promise.all(fetched.map(({ key, response }) => cache.put(key, response)));
}

async function keepAll(cacheName, paths) {
  const cache = await caches.open(cacheName);
  for (const path of new Set(paths)) {
    if (await cache.match(path)) continue;
    const response = await fetch(path).catch(() => null);
    if (response?.ok) await cache.put(path, response);
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  // Rejected while the network is still down, so the browser tries again later.
  event.waitUntil(
    flush(null).then((outcome) => {
      if (outcome === 'offline') throw new Error('offline');
    }),
  );
});

let flushing = null;
let again = null;

/**
 * One send at a time; userId: the page's author, or (from Background Sync) whoever the session
 * belongs to. An ask that comes while a send runs is kept for after it, never merged into it:
 * the running one may have started before the network came back, and would end as 'offline'
 * with the ask answered by nothing.
 */
function flush(userId) {
  if (flushing === null) {
    flushing = sendAll(userId).finally(() => {
      flushing = null;
    });
    return flushing;
  }
  again ??= flushing
    .catch(() => undefined)
    .then(() => {
      again = null;
      return flush(userId);
    });
  return again;
}

async function sendAll(userId) {
  const waiting = (await outboxItems()).filter((item) => item.status !== 'refused');
  // Nothing to send: the session is not asked whose it is.
  if (waiting.length === 0) return 'sent';
  const author = userId ?? (await sessionUserId());
  if (author === 'offline') return 'offline';
  if (author === null) return 'signed-out';
  const items = waiting.filter((item) => item.userId === author);
  let outcome = 'sent';
  for (const item of items) {
    outcome = await send(item);
    await announce();
    if (outcome !== 'sent' && outcome !== 'refused') break;
  }
  return outcome;
}

async function sessionUserId() {
  try {
    let response = await fetch('/api/v2/session', { credentials: 'same-origin' });
    if (response.status === 401 && (await renewSession())) response = await fetch('/api/v2/session', { credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()).data?.id ?? null;
  } catch {
    return 'offline';
  }
}

async function send(item) {
  let response = await post(item);
  if (response === 'offline') return 'offline';
  // The access cookie may have expired while the phone was offline: the refresh cookie renews it once.
  if (response.status === 401 && (await renewSession())) response = await post(item);
  if (response === 'offline') return 'offline';
  if (response.ok) {
    await outbox('readwrite', (items) => items.delete(item.key));
    return 'sent';
  }
  // The session ended: it waits for its author's next signed-in page, which sends it.
  if (response.status === 401) return 'signed-out';
  // Busy, failing, or the same key's first send still running (409): it waits, as it would offline.
  if (response.status === 409 || response.status === 429 || response.status >= 500) return 'offline';
  const body = await response.json().catch(() => ({}));
  const refusal = { message: body.error?.message ?? null, errors: body.errors ?? null };
  await outbox('readwrite', (items) => items.put({ ...item, status: 'refused', refusal }, item.key));
  return 'refused';
}

async function post(item) {
  const request = item.request;
  const headers = { 'Idempotency-Key': item.key, 'Accept-Language': item.locale };
  // A story is JSON; an experience, multipart with its picture.
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(request.path, { method: 'POST', body: request.json ?? formOf(request.parts), credentials: 'same-origin', headers });
  } catch {
    return 'offline';
  }
}

function formOf(parts) {
  const form = new FormData();
  for (const part of parts) {
    if ('blob' in part) form.append(part.name, part.blob, part.filename);
    else form.append(part.name, part.value);
  }
  return form;
}

async function renewSession() {
  try {
    return (await fetch('/api/session/refresh', { method: 'POST', credentials: 'same-origin' })).ok;
  } catch {
    return false;
  }
}

async function announce() {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const client of pages) client.postMessage({ type: 'outbox-changed' });
}

async function outboxItems() {
  const items = await outbox('readonly', (store) => store.getAll());
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** idb-keyval's layout: one database, one object store, the item's key outside the value. */
function outbox(mode, work) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(OUTBOX_DB);
    opening.onupgradeneeded = () => opening.result.createObjectStore(OUTBOX_STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const transaction = opening.result.transaction(OUTBOX_STORE, mode);
      const request = work(transaction.objectStore(OUTBOX_STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    };
  });
}
