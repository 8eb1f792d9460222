import 'server-only';
import { readServerEnv } from './env';
import { createLogger, setProcessLogger } from './platform/logger';
import { startApi } from './processes/api';

// The backend's HTTP API (`npm run start:api`); server/worker.ts runs the background work alone
// and server/migrate.ts the migrations alone. What they open is built in server/processes/.
const env = readServerEnv();
setProcessLogger(createLogger({ level: env.LOG_LEVEL, role: 'api' }));
await startApi(env);
