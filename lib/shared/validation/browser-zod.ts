import { config } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` when it may, and first probes whether it may
 * by calling it: under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported
 * violation on every page that validates a form. Plain parsing is fast enough for forms.
 */
config({ jitless: true });
