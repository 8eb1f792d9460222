// The production web server: Next.js behind a thin Node HTTP server, because only here is the
// socket visible. Next's proxy (proxy.ts) sees headers alone, and Next fills X-Forwarded-For from
// the socket only when the client sent none, so a client could choose the address the backend's
// per-address limits count. Started by scripts/start.mjs (and the e2e maintenance server).
import http from 'node:http';
import next from 'next';
import { EDGE_REQUEST_HEADERS, INTERNAL_RESPONSE_HEADERS, PAYLOAD_TOO_LARGE_BODY, clientAddress, isBackendPath, isDeclaredTooLarge } from '../lib/shared/edge/edge-rules.mjs';
import { answerUnavailable, forwardToBackend } from './edge-forward.mjs';
import { answerHealth, isHealthPath } from './edge-health.mjs';
import { createIdleCollector } from './idle-collector.mjs';
import { log, observeRequest, serveMetrics } from './web-observe.mjs';

const port = Number(process.env.PORT ?? 3000);
// Unset: every interface, Node's default; validated with the rest of the environment (lib/env.ts).
const host = process.env.HOST || undefined;
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
// Loading the config validates the environment (lib/env.ts) first, TRUSTED_PROXY_HOPS included.
await app.prepare();
const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
// lib/env.ts's default, validated by the prepare above.
const backend = new URL(process.env.API_BASE_URL ?? 'http://127.0.0.1:4000');

// scripts/start.mjs reports the backend's state over IPC while it restarts a crashed backend.
let isBackendUp = true;
process.on('message', (message) => {
  if (message?.backend === 'down') isBackendUp = false;
  if (message?.backend === 'up') isBackendUp = true;
});

/** Drops headers that would tell the browser the backend's internal address. */
function hideInternalHeaders(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (INTERNAL_RESPONSE_HEADERS.has(String(name).toLowerCase()) ? res : setHeader(name, value));
}

/**
 * Refused here, not in proxy.ts: Next hands the proxy a request only once it has buffered the
 * body, so a client announcing a huge one would be kept waiting while it uploads it all.
 */
function refuseTooLarge(res) {
  res.writeHead(413, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
  res.end(PAYLOAD_TOO_LARGE_BODY);
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const idleCollector = createIdleCollector({ onCollected: ({ before, after }) => log.info({ heapUsedMb: mb(before), afterMb: mb(after) }, 'Idle: heap collected') });

const server = http.createServer((req, res) => {
  if (isDeclaredTooLarge(req.headers['content-length'])) return refuseTooLarge(res);
  req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  for (const name of EDGE_REQUEST_HEADERS) delete req.headers[name];
  // Parsed as the backend will read it (dot segments resolved), so what is judged is what is sent.
  const url = new URL(req.url ?? '/', 'http://edge.invalid');
  // Before the access log and the idle collector: a load balancer's probes every few seconds
  // would bury the requests, and keep the server from ever being quiet.
  if (isHealthPath(url.pathname)) return void answerHealth(res, { pathname: url.pathname, backend, isBackendUp });
  observeRequest(req, res, url.pathname);
  idleCollector.track(res);
  if (isBackendPath(url.pathname)) {
    if (!isBackendUp) return answerUnavailable(res);
    return forwardToBackend(req, res, { backend, pathname: url.pathname, search: url.search });
  }
  // Read by proxy.ts, which answers 503 (a translated page, or JSON on /api) while it is set.
  if (!isBackendUp) req.headers['x-backend-unavailable'] = '1';
  hideInternalHeaders(res);
  handle(req, res);
});
server.listen(port, host, () => log.info({ host: host ?? 'every interface', port }, 'Web server listening'));
const metricsServer = process.env.METRICS_PORT ? serveMetrics(Number(process.env.METRICS_PORT), process.env.METRICS_HOST ?? '127.0.0.1') : null;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    metricsServer?.close();
    process.exit(0);
  });
}
