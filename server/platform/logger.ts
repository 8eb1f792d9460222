import 'server-only';
import { pino, stdSerializers, stdTimeFunctions, type Logger } from 'pino';

export type { Logger };

/**
 * Paths that may carry a secret in anything we log: an operator's log store is read by more
 * people than the database, and a session token or a reset link there is a way in.
 */
const REDACTED = [
  'password',
  'token',
  'refreshToken',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
];

/**
 * One JSON line per event on stdout, with an ISO time and the process's role (`api`, `worker`):
 * what a log collector reads without a parser of ours. LOG_LEVEL is validated with the rest of
 * the configuration (server/env.ts); `silent` keeps test runs quiet.
 */
export function createLogger(options: { level?: string; role?: string; destination?: NodeJS.WritableStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { role: options.role ?? 'api' },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: stdSerializers.err, error: stdSerializers.err },
      redact: { paths: REDACTED, censor: '•••' },
    },
    options.destination ?? process.stdout,
  );
}

/**
 * The process's logger. Entries (server/processes) replace it with one configured from the
 * environment before anything logs; code that logs imports `log`, not console (the demo
 * accounts' table, printed for a person at a terminal, is the one exception).
 */
export let log: Logger = createLogger({ level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info') });

export function setProcessLogger(logger: Logger): void {
  log = logger;
}
