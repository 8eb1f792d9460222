// What the web server tells an operator: one JSON access-log line per request and Prometheus
// metrics, under a request id it accepts from the load balancer or makes, and passes to the
// backend (on forwarded calls here, on server components' calls through lib/api/server.ts), so
// that one id follows a page across both processes' logs.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pino, stdTimeFunctions } from 'pino';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The backend's rule (server/http/observe.ts): anything else is replaced, so a log line cannot be forged. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { role: 'web' },
  timestamp: stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

const registry = new Registry();
registry.setDefaultLabels({ role: 'web' });
collectDefaultMetrics({ register: registry });
const requestDuration = new Histogram({
  name: 'journal_http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * The path as a pattern: numbers become :id and long opaque segments (tokens, hashes) :token, so
 * that a series is not made per learner and a link's secret never reaches a log. No query string.
 */
export function routePattern(pathname) {
  if (pathname.startsWith('/_next/static/')) return '/_next/static/*';
  return (
    pathname
      .split('/')
      .slice(0, 8)
      .map((segment) => (/^\d+$/.test(segment) ? ':id' : /^[A-Za-z0-9_.~%-]{20,}$/.test(segment) ? ':token' : segment))
      .join('/') || '/'
  );
}

/** Takes the load balancer's request id or makes one, sets it for Next and the backend, and answers it back. */
export function observeRequest(req, res, pathname) {
  const given = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = process.hrtime.bigint();
  res.on('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routePattern(pathname);
    // A client gone before the answer is logged as 499, as load balancers do.
    const status = res.writableFinished ? res.statusCode : 499;
    requestDuration.observe({ method: req.method, route, status: String(status) }, seconds);
    log.info({ requestId, method: req.method, route, status, durationMs: Math.round(seconds * 1000), host: req.headers.host ?? null }, 'request');
  });
}

export { log };

/** GET /metrics on METRICS_PORT, apart from the public port. */
export function serveMetrics(port, host) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'));
  });
  server.listen(port, host, () => log.info({ port }, 'Metrics at /metrics'));
  return server;
}
