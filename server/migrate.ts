import 'server-only';
import { readServerEnv } from './env';
import { createLogger, log, setProcessLogger } from './platform/logger';
import { openSharedDependencies, seedDemoCommunities } from './processes/shared';

// `npm run migrate`: the release step that brings the schema up to date before the processes
// start (they then run with MIGRATE_ON_START=false). Under the advisory lock, so two deploys at
// once, or a backend starting meanwhile, apply each migration once. `--seed-demo` also adds the
// demo communities, once: SEED_DEMO is the API's own setting, so that a release step never seeds
// a school's database because a default said so.
const env = readServerEnv();
setProcessLogger(createLogger({ level: env.LOG_LEVEL, role: 'migrate' }));
const isSeedAsked = process.argv.includes('--seed-demo');
const shared = await openSharedDependencies(env, { migrate: true });
try {
  log.info({ database: shared.database.kind }, 'Migrations applied');
  if (isSeedAsked) await seedDemoCommunities(shared, env.APP_ORIGIN);
} finally {
  await shared.database.close();
}
