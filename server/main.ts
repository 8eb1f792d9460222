import 'server-only';
import { serve } from '@hono/node-server';
import { readServerEnv } from './env';
import { openDatabase } from './db/client';
import { demoAccounts, seedDemo } from './seed/seed';
import { createApp } from './app';
import { createPlacesService } from './modules/places/places';
import { createSessionCache } from './modules/accounts/session-cache';
import { createPostgresInvalidationBus, createRedisInvalidationBus } from './modules/accounts/session-invalidation';
import { createAfterAnswer } from './platform/after-answer';
import { createRateLimits } from './platform/rate-limit-fallback';
import { connectRedis } from './platform/redis';
import { createLocalDiskStorage } from './platform/storage';
import { createS3Storage } from './platform/storage-s3';
import { STORED_FILE_GRACE_MS, collectUnreferencedFiles } from './platform/stored-files';
import { forgetExpiredIdempotencyKeys } from './platform/idempotency';
import { outboundPolicy } from './platform/outbound-address';
import { createSecretBox, loadSecretsKey } from './platform/secret-box';
import { createUnsplashClient } from './modules/pictures/unsplash';
import { forgetOldMails } from './modules/mail';
import { createMailSender } from './modules/mail/sender';
import { createSmtpTransport } from './modules/mail/transport';
import { createDataExportRunner, forgetExpiredDataExports } from './modules/data-exports';
import { forgetExpiredPdfJobs } from './modules/pdf/pdf-jobs';
import { renderPdfJob } from './modules/pdf/pdf-render-job';
import { stopPdfRenderer } from './modules/pdf/pdf-renderer';
import { createPdfRunner } from './modules/pdf/pdf-runner';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { createMetrics, serveMetrics } from './platform/metrics';
import { createLogger, log, setProcessLogger } from './platform/logger';
import { readQueues } from './modules/queues';

const env = readServerEnv();
setProcessLogger(createLogger({ level: env.LOG_LEVEL, role: 'api' }));
const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
// Several backend instances must share their files, or a picture uploaded to one is missing on the others.
const storage = env.s3 ? createS3Storage(env.s3) : createLocalDiskStorage(env.UPLOADS_DIR);
// Open Badges signing keys are sealed under their own master key, kept apart from SECRETS_KEY.
const badgeKeys = createSecretBox(loadSecretsKey(env.BADGES_MASTER_KEY, env.BADGES_MASTER_KEY_FILE));
if (env.SEED_DEMO) {
  const { created } = await seedDemo(handle.db, { storage, badges: { appOrigin: env.APP_ORIGIN, keyBox: badgeKeys } });
  if (created) console.log('Seeded the demo communities.');
  console.log('Demo accounts (community · role · e-mail · password):');
  for (const a of demoAccounts()) console.log(`  ${a.community.padEnd(14)} ${a.role.padEnd(17)} ${a.email.padEnd(28)} ${a.password}`);
}

// Several backend instances must share their limits, or each would grant the whole allowance.
// While Redis does not answer, each backend counts in its own memory (platform/rate-limit-fallback.ts says why).
const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : null;
const rateLimiter = createRateLimits(redis, { onFallback: () => metrics.rateLimitFallbacks.inc() });
// Other backend processes hear of logouts and user changes (modules/accounts/session-cache.ts says which bus and why).
const databaseUrl = env.DATABASE_URL;
const invalidationBus = redis
  ? createRedisInvalidationBus(redis)
  : databaseUrl
    ? createPostgresInvalidationBus(async () => {
        const { Client } = await import('pg');
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        return client;
      })
    : undefined;
const sessionCache = createSessionCache({ bus: invalidationBus });
await sessionCache.listen();

// Mails queued before a restart go out now; then at once when queued, and every 15 s for retries.
const mail = createMailSender(handle.db, env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : null);
mail.wake();
// PDF jobs queued before a restart (or by a process that died) are drawn now; then as they come.
const pdfs = createPdfRunner(handle.db, storage, renderPdfJob(storage));
pdfs.wake();
const afterAnswer = createAfterAnswer();
// Data exports likewise: one archive at a time, its mail woken when it is ready.
const dataExports = createDataExportRunner(handle.db, storage, { appOrigin: env.APP_ORIGIN, wakeMail: mail.wake });
dataExports.wake();

const metrics = createMetrics({ role: 'api', queues: () => readQueues(handle.db) });
const app = createApp({
  db: handle.db,
  rateLimiter,
  sessionCache,
  trustProxy: env.TRUST_PROXY,
  sessionCookie: SESSION_COOKIE,
  storage,
  places: createPlacesService({ mapboxToken: env.MAPBOX_TOKEN }),
  unsplash: env.UNSPLASH_ACCESS_KEY ? createUnsplashClient(env.UNSPLASH_ACCESS_KEY) : null,
  mail,
  pdfs,
  afterAnswer,
  dataExports,
  appOrigin: env.APP_ORIGIN,
  secrets: createSecretBox(loadSecretsKey(env.SECRETS_KEY, env.SECRETS_KEY_FILE)),
  platformAddresses: outboundPolicy(env.LEARNING_PLATFORM_ALLOW_LOCAL),
  badgeKeys,
  metrics,
});
const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  console.log(
    `API listening on http://${info.address}:${info.port} (${handle.kind}, limits in ${redis ? 'Redis' : 'memory'}, sessions invalidated through ${redis ? 'Redis' : databaseUrl ? 'PostgreSQL' : 'this process only'}, mail ${env.SMTP_URL ? 'through SMTP' : 'kept in the outbox'}, files ${env.s3 ? `in the S3 bucket ${env.s3.bucket}` : 'on the local disk'})`,
  );
});
const metricsServer = env.METRICS_PORT ? await serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT }) : null;
if (metricsServer) log.info({ port: env.METRICS_PORT }, 'Metrics at /metrics');
// The web server reuses idle connections to us (Node's global agent keeps them 5 s, as Node's
// server does): at equal timeouts we could close one just as it sends a request on it, and the
// page got a 500 (ECONNRESET in an e2e run). The caller must always be the one to close.
const KEEP_ALIVE_MS = 65_000;
Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 });

/** Files nothing uses any more go once past the grace period (platform/stored-files.ts); expired PDFs, data exports, idempotency keys and old mails too. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const sweeper = setInterval(() => {
  forgetExpiredPdfJobs(handle.db)
    .then(() => forgetExpiredDataExports(handle.db))
    .then(() => collectUnreferencedFiles(handle.db, storage, { olderThan: new Date(Date.now() - STORED_FILE_GRACE_MS) }))
    .then(() => forgetExpiredIdempotencyKeys(handle.db))
    .then(() => forgetOldMails(handle.db))
    .catch((error) => console.error('Sweeping unused files and keys failed:', error));
}, SWEEP_EVERY_MS);

async function shutdown() {
  clearInterval(sweeper);
  server.close();
  metricsServer?.close();
  // The sign-ups and reset requests just answered queue their mails before the sender stops.
  await afterAnswer.idle();
  await mail.stop();
  await pdfs.stop();
  await dataExports.stop();
  await stopPdfRenderer();
  await sessionCache.close();
  await redis?.quit();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
