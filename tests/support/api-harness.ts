import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createApp } from '@/server/app';
import type { AppDeps } from '@/server/http/context';
import { createPlacesService } from '@/server/modules/places/places';
import { createSessionCache } from '@/server/modules/accounts/session-cache';
import { createAfterAnswer } from '@/server/platform/after-answer';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
import { createLocalDiskStorage } from '@/server/platform/storage';
import { createMailSender } from '@/server/modules/mail/sender';
import { createPdfRunner } from '@/server/modules/pdf/pdf-runner';
import { createDataExportRunner } from '@/server/modules/data-exports';
import { renderPdfJob } from '@/server/modules/pdf/pdf-render-job';
import { stopPdfRenderer } from '@/server/modules/pdf/pdf-renderer';
import { outboundPolicy } from '@/server/platform/outbound-address';
import { createSecretBox } from '@/server/platform/secret-box';
import { createMetrics } from '@/server/platform/metrics';
import { readQueues } from '@/server/modules/queues';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { assertDocumentedAnswer } from './contract';
import { openTestPglite } from './test-database';

/**
 * The worker's own fetch classes, as the files share it (isolate: false). @hono/node-server's
 * serve() replaces them unless told not to (`overrideGlobalObjects: false`), and its lighter
 * Response drops a header set after the handler once the body has been read: every file the
 * worker ran next would see answers the product never gives.
 */
const NATIVE_RESPONSE = globalThis.Response;

/**
 * Each test file gets its own real database: an in-memory PGlite by default, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database created for the file and dropped after.
 * Pictures go to a temporary folder of its own, removed at close. `deps` replaces any
 * dependency (a places service with a stubbed Mapbox, an Unsplash client…).
 */
export async function startTestApi(options: { deps?: Partial<AppDeps> } = {}) {
  if (globalThis.Response !== NATIVE_RESPONSE) throw new Error('A test file earlier in this worker replaced the global Response: serve with overrideGlobalObjects: false');
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    handle = await openDatabase({ url: databaseUrl });
    dropDatabase = async () => {
      // pool.end() resolves before its sockets are closed: a forced drop at that moment kills
      // connections that are still saying goodbye, and their FATAL 57P01 surfaces as an
      // unhandled error in the test run. Wait for them to leave first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    handle = await openTestPglite();
  }
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'journal-uploads-'));
  const base: Omit<AppDeps, 'pdfs' | 'dataExports'> = {
    db: handle.db,
    rateLimiter: createMemoryRateLimiter(),
    sessionCache: createSessionCache(),
    trustProxy: true,
    sessionCookie: SESSION_COOKIE,
    storage: createLocalDiskStorage(uploadsDir),
    places: createPlacesService(),
    unsplash: null,
    mail: createMailSender(handle.db, null),
    afterAnswer: createAfterAnswer(),
    appOrigin: 'http://localhost:3000',
    secrets: createSecretBox(randomBytes(32)),
    badgeKeys: createSecretBox(randomBytes(32)),
    // The test platforms listen on loopback, as LEARNING_PLATFORM_ALLOW_LOCAL=true allows in development.
    platformAddresses: outboundPolicy(true),
    metrics: createMetrics({ role: 'api', queues: () => readQueues(handle.db) }),
    redis: null,
    ...options.deps,
  };
  // The real renderer, in its worker thread: PDFs are drawn as in production, from the storage in use.
  // Woken by each request as in production, but with no periodic round: that one exists for other
  // processes' jobs, and here it would race the runners tests make to claim the jobs they queue.
  const pdfs = createPdfRunner(base.db, base.storage, renderPdfJob(base.db, base.storage), { everyMs: 24 * 60 * 60 * 1000 });
  const dataExports = createDataExportRunner(base.db, base.storage, { appOrigin: base.appOrigin, wakeMail: base.mail.wake, everyMs: 24 * 60 * 60 * 1000 });
  const deps: AppDeps = { pdfs, dataExports, ...base };
  const app = createApp(deps);
  /** What a test file started beside the API (a learning platform…), stopped with it. */
  const closers: (() => Promise<void>)[] = [];

  /**
   * Sends a request as the browser or a server component would, on a community host. Every
   * answer is checked against the OpenAPI document (status and body) before the test sees it,
   * and the work the request left for after its answer (a sign-up's) is done by then, so that a
   * test reads its effects. A test that times the answer alone calls `app.request`.
   */
  async function request(path: string, init: RequestInit & { host?: string; json?: unknown; token?: string } = {}) {
    const { host, json, token, headers, ...rest } = init;
    const h = new Headers(headers);
    if (host) h.set('x-forwarded-host', host);
    if (token) h.set('authorization', `Bearer ${token}`);
    if (json !== undefined) h.set('content-type', 'application/json');
    const response = await app.request(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
    await deps.afterAnswer.idle();
    await assertDocumentedAnswer(rest.method ?? 'GET', path, response);
    return response;
  }

  return {
    db: handle.db,
    kind: handle.kind,
    /** The file's own PostgreSQL database, or null on PGlite. */
    databaseUrl,
    app,
    deps,
    request,
    uploadsDir,
    /** Names of the files in the uploads folder (finished writes only). */
    async storedFiles(): Promise<string[]> {
      return (await readdir(uploadsDir)).filter((name) => !name.startsWith('.')).sort();
    },
    onClose(closer: () => Promise<void>) {
      closers.push(closer);
    },
    async close() {
      await Promise.all(closers.map((closer) => closer()));
      await deps.afterAnswer.idle();
      await deps.mail.stop();
      await deps.pdfs.stop();
      await deps.dataExports.stop();
      await stopPdfRenderer();
      await handle.close();
      await dropDatabase();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
