import { z } from 'zod';

/**
 * The web front end's configuration, validated when next.config.ts loads so that a bad
 * value fails `next build`/`next start` with a clear message instead of a runtime 500.
 */
const ZWebEnv = z.object({
  API_BASE_URL: z.url().default('http://127.0.0.1:4000'),
  /** The web server's port (read by scripts/web-server.mjs). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  MAINTENANCE: z.enum(['true', 'false']).default('false'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * How many proxies in front of the web server append to X-Forwarded-For and can be trusted
   * (read by scripts/web-server.mjs). 0: the client's address is the socket's peer, and any
   * X-Forwarded-For a client sends is replaced, so it cannot choose the address limits count.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** pino's levels for the web server's JSON log (scripts/web-observe.mjs). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set: GET /metrics (Prometheus) on this port, apart from the public one. Unset: none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the metrics port listens: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The address the web server binds (read by scripts/web-server.mjs). Unset: every interface, as Node listens by default. */
  HOST: z.union([z.hostname(), z.ipv6()], { error: 'must be a host name or an IP address (0.0.0.0, ::, 127.0.0.1…)' }).optional(),
});

export type WebEnv = z.infer<typeof ZWebEnv>;

/** Every variable the web server reads (compose.yaml is checked against them). */
export const WEB_ENV_VARIABLES = Object.keys(ZWebEnv.shape);

export function readWebEnv(source: NodeJS.ProcessEnv = process.env): WebEnv {
  const result = ZWebEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let running: WebEnv | undefined;
/**
 * The running server's configuration: read from its environment at run time, so that maintenance
 * mode is switched by a restart, without a rebuild; read once, since a process's environment does
 * not change while it runs (validating it on every request was 0.5% of a signed-in page's work).
 */
const runningEnv = () => (running ??= readWebEnv());

export const isMaintenanceOn = () => runningEnv().MAINTENANCE === 'true';
export const apiBaseUrl = () => runningEnv().API_BASE_URL.replace(/\/$/, '');
