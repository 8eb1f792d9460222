import 'server-only';
import type { ServerEnv } from '../env';
import { startBackgroundWork } from './background-work';
import { listenForHealth } from './health-listener';
import { openSharedDependencies } from './shared';

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
  console.log(`Worker running (${shared.database.kind}); health on http://${env.WORKER_HOST}:${env.WORKER_PORT}/healthz and /readyz`);

  async function shutdown() {
    health.close();
    await work.stop();
    await shared.database.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
