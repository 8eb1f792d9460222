import 'server-only';
import { readServerEnv } from './env';
import { createLogger, setProcessLogger } from './platform/logger';
import { startWorker } from './processes/worker';

// A background worker (`npm run start:worker`): PDF jobs, mail, data exports and sweepers, no API.
const env = readServerEnv();
setProcessLogger(createLogger({ level: env.LOG_LEVEL, role: 'worker' }));
await startWorker(env);
