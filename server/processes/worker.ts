import 'server-only';
import type { ServerEnv } from '../env';
import { startBackgroundWork } from './background-work';
import { listenForHealth } from './health-listener';
import { openSharedDependencies } from './shared';
import { log } from '../platform/logger';
import { createMetrics, serveMetrics } from '../platform/metrics';
import { readQueues } from '../modules/queues';

/**
 * The background work alone, for deployments whose API instances run with RUN_JOBS=false: PDF
 * jobs, the outbox, data exports and the sweepers, scaled apart from the requests. It answers
 * only /healthz and /readyz, on WORKER_HOST:WORKER_PORT.
 */
export async function startWorker(env: ServerEnv): Promise<void> {
  const shared = await openSharedDependencies(env);
  const work = startBackgroundWork({ db: shared.database.db, storage: shared.storage }, env);
  // The worker uses no Redis (limits and the session bus are the API's), so readiness does not ask it.
  const health = await listenForHealth({ db: shared.database.db, storage: shared.storage, redis: null }, { host: env.WORKER_HOST, port: env.WORKER_PORT });
  const metrics = createMetrics({ role: 'worker', queues: () => readQueues(shared.database.db), pool: shared.database.poolUse });
  const metricsServer = env.METRICS_PORT ? await serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT }) : null;
  log.info({ database: shared.database.kind, health: `http://${env.WORKER_HOST}:${env.WORKER_PORT}` }, 'Worker running; /healthz and /readyz answered');

  async function shutdown() {
    health.close();
    metricsServer?.close();
    await work.stop();
    await shared.database.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
