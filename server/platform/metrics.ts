import 'server-only';
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolReading } from '../db/client';
import { log } from './logger';

/** One reading of the background queues, taken when Prometheus scrapes (modules/queues). */
export type QueueReading = { queue: string; state: string; count: number; oldestSeconds: number | null }[];


export type Metrics = ReturnType<typeof createMetrics>;

/**
 * What an operator watches on each process, in Prometheus' text format: requests by route
 * pattern (never by raw path, whose ids would make a series per learner), the background
 * queues, the database pool and the rate limits. Each process has its own registry; the
 * readings of the queues and the pool are taken at scrape time, so nothing polls in between.
 */
export function createMetrics(options: { role: string; queues?: () => Promise<QueueReading>; pool?: () => PoolReading }) {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'journal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'journal_rate_limit_refusals_total',
    help: 'Requests refused with 429, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const rateLimitFallbacks = new Counter({
    name: 'journal_rate_limit_fallbacks_total',
    help: 'Rate-limit calls counted in this process because the shared store (Redis) did not answer',
    registers: [registry],
  });
  const readQueues = options.queues;
  if (readQueues) {
    // Both gauges come from one reading per scrape: prom-client calls every metric's collect in
    // registration order, synchronously, before awaiting any; the first starts the reading, the
    // second awaits the same one.
    let current: Promise<QueueReading> = Promise.resolve([]);
    const read = () =>
      readQueues().catch((error: unknown) => {
        log.warn({ err: error }, 'Could not read the queues for the metrics');
        return [];
      });
    new Gauge({
      name: 'journal_queue_items',
      help: 'Items of each background queue (pdf, mail, data_export) by state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        current = read();
        this.reset();
        for (const { queue, state, count } of await current) this.set({ queue, state }, count);
      },
    });
    new Gauge({
      name: 'journal_queue_oldest_age_seconds',
      help: 'Age of the oldest item in each queue state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { queue, state, oldestSeconds } of await current) if (oldestSeconds !== null) this.set({ queue, state }, oldestSeconds);
      },
    });
  }
  const readPool = options.pool;
  if (readPool) {
    new Gauge({
      name: 'journal_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const pool = readPool();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
  }
  return { registry, requestDuration, rateLimited, rateLimitFallbacks };
}

/**
 * GET /metrics on a port of its own, never on the public router: the load balancer forwards
 * the API's port, and what the metrics say (queue sizes, routes) is for the operator only.
 */
export async function serveMetrics(metrics: Metrics, { host, port }: { host: string; port: number }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
      .catch((error: unknown) => {
        log.error({ err: error }, 'Could not render the metrics');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
