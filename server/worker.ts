import 'server-only';
import { readServerEnv } from './env';
import { startWorker } from './processes/worker';

// A background worker (`npm run start:worker`): PDF jobs, mail, data exports and sweepers, no API.
await startWorker(readServerEnv());
