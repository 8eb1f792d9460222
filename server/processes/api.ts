import 'server-only';
import { serve } from '@hono/node-server';
import type { ServerEnv } from '../env';
// Through the alias: a relative '../app' reads, to the import rules, as the front end's app/ folder.
import { createApp } from '@/server/app';
import { createPlacesService } from '../modules/places/places';
import { createSessionCache } from '../modules/accounts/session-cache';
import { createPostgresInvalidationBus, createRedisInvalidationBus } from '../modules/accounts/session-invalidation';
import { createUnsplashClient } from '../modules/pictures/unsplash';
import { createAfterAnswer } from '../platform/after-answer';
import { log } from '../platform/logger';
import { createMetrics, serveMetrics } from '../platform/metrics';
import { createRateLimits } from '../platform/rate-limit-fallback';
import { connectRedis } from '../platform/redis';
import { readQueues } from '../modules/queues';
import { outboundPolicy } from '../platform/outbound-address';
import { createSecretBox, loadSecretsKey } from '../platform/secret-box';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';
import { leaveWorkToWorkers, startBackgroundWork } from './background-work';
import { openSharedDependencies, seedDemoCommunities } from './shared';

/**
 * The web server reuses idle connections to us (Node's global agent keeps them 5 s, as Node's
 * server does): at equal timeouts we could close one just as it sends a request on it, and the
 * page got a 500 (ECONNRESET in an e2e run). The caller must always be the one to close.
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP API, and by default the background work beside it (one process is the whole backend);
 * with RUN_JOBS=false the workers run it. Stops cleanly on SIGINT and SIGTERM.
 */
export async function startApi(env: ServerEnv): Promise<void> {
  const shared = await openSharedDependencies(env);
  const { database, storage, badgeKeys } = shared;
  if (env.SEED_DEMO) await seedDemoCommunities(shared, env.APP_ORIGIN);

  const metrics = createMetrics({ role: 'api', queues: () => readQueues(database.db), pool: database.poolUse });
  // Several backend instances must share their limits, or each would grant the whole allowance;
  // while Redis does not answer, each counts in its own memory (platform/rate-limit-fallback.ts says why).
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

  const work = env.RUN_JOBS ? startBackgroundWork({ db: database.db, storage }, env) : leaveWorkToWorkers();
  const afterAnswer = createAfterAnswer();
  const app = createApp({
    db: database.db,
    rateLimiter,
    sessionCache,
    trustProxy: env.TRUST_PROXY,
    sessionCookie: SESSION_COOKIE,
    storage,
    places: createPlacesService({ mapboxToken: env.MAPBOX_TOKEN }),
    unsplash: env.UNSPLASH_ACCESS_KEY ? createUnsplashClient(env.UNSPLASH_ACCESS_KEY, { apiUrl: env.UNSPLASH_API_URL }) : null,
    mail: work.mail,
    pdfs: work.pdfs,
    afterAnswer,
    dataExports: work.dataExports,
    appOrigin: env.APP_ORIGIN,
    secrets: createSecretBox(loadSecretsKey(env.SECRETS_KEY, env.SECRETS_KEY_FILE)),
    platformAddresses: outboundPolicy(env.LEARNING_PLATFORM_ALLOW_LOCAL),
    badgeKeys,
    redis,
    metrics,
  });
  const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
    log.info(
      {
        address: `http://${info.address}:${info.port}`,
        database: database.kind,
        limits: redis ? 'redis' : 'memory',
        sessionInvalidation: redis ? 'redis' : databaseUrl ? 'postgres' : 'this process',
        mail: env.SMTP_URL ? 'smtp' : 'outbox',
        files: env.s3 ? `s3:${env.s3.bucket}` : 'local disk',
        jobs: env.RUN_JOBS ? 'here' : 'workers',
      },
      'API listening',
    );
  });
  const metricsServer = env.METRICS_PORT ? await serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT }) : null;
  Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 });

  async function shutdown() {
    server.close();
    metricsServer?.close();
    // The sign-ups and reset requests just answered queue their mails before the sender stops.
    await afterAnswer.idle();
    await work.stop();
    await sessionCache.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
