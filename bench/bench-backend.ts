import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Database } from '@/server/db/client';
import { createApp } from '@/server/app';
import { createDataExportRunner } from '@/server/modules/data-exports';
import { createMailSender } from '@/server/modules/mail/sender';
import { createAfterAnswer } from '@/server/platform/after-answer';
import { renderPdfJob } from '@/server/modules/pdf/pdf-render-job';
import { createPdfRunner } from '@/server/modules/pdf/pdf-runner';
import { createPlacesService } from '@/server/modules/places/places';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
import { outboundPolicy } from '@/server/platform/outbound-address';
import { createSecretBox } from '@/server/platform/secret-box';
import { createSessionCache } from '@/server/modules/accounts/session-cache';
import { createLocalDiskStorage } from '@/server/platform/storage';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { createMetrics } from '@/server/platform/metrics';

/**
 * The backend (createApp) on a free loopback port over a bulk-filled database, signed in as the
 * bench's admin: what bench/journals.ts and bench/members.ts load. Imported after they re-spawn
 * under the react-server condition.
 */
export async function startBenchBackend(db: Database, dir: string, signIn: { host: string; email: string; password: string }) {
  const storage = createLocalDiskStorage(path.join(dir, 'uploads'));
  const mail = createMailSender(db, null);
  const pdfs = createPdfRunner(db, storage, renderPdfJob(db, storage));
  const afterAnswer = createAfterAnswer();
  const dataExports = createDataExportRunner(db, storage, { appOrigin: 'http://localhost:3000', wakeMail: mail.wake });
  const app = createApp({
    db,
    metrics: createMetrics({ role: 'api' }),
    rateLimiter: createMemoryRateLimiter(),
    sessionCache: createSessionCache(),
    trustProxy: true,
    sessionCookie: SESSION_COOKIE,
    storage,
    places: createPlacesService(),
    unsplash: null,
    mail,
    pdfs,
    afterAnswer,
    dataExports,
    appOrigin: 'http://localhost:3000',
    secrets: createSecretBox(randomBytes(32)),
    badgeKeys: createSecretBox(randomBytes(32)),
    platformAddresses: outboundPolicy(false),
    redis: null,
  });
  let stop: () => Promise<void> = async () => {};
  const port = await new Promise<number>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve(info.port));
    // The outbox, PDF and export loops stop with the server, before the bench closes the database under them.
    stop = () => {
      server.close();
      return afterAnswer.idle().then(() => Promise.all([mail.stop(), pdfs.stop(), dataExports.stop()])).then(() => undefined);
    };
  });
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': signIn.host },
    body: JSON.stringify({ user: { email: signIn.email, password: signIn.password } }),
  });
  const token = login.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return { base, stop, headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': signIn.host } };
}
