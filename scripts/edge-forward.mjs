// The web server's fast path to the backend: /api/* and /public_api/* are streamed to the backend
// here, before Next. Through Next's proxy (proxy.ts → NextResponse.rewrite) every call paid for a
// middleware run and Next's own proxying: a journal page through the web server answered at a
// fifth of the backend's own rate. Nothing of Next's applies to these calls: they carry
// no page, no locale and no CSP nonce, and the backend checks the session and the origin itself.
import http from 'node:http';
import { HOP_BY_HOP_HEADERS, SECURITY_HEADERS, SERVICE_UNAVAILABLE_BODY, backendPathOf } from '../lib/shared/edge/edge-rules.mjs';

/** Kept-alive loopback connections: a new TCP connection per call would cost more than the call. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });

export function answerUnavailable(res) {
  if (res.headersSent) return res.destroy();
  res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' });
  res.end(SERVICE_UNAVAILABLE_BODY);
}

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP_HEADERS) delete copy[name];
  return copy;
}

/**
 * Streams the request to the backend and its answer back, bodies untouched. The original host
 * travels along so the backend resolves the community and checks same-origin writes;
 * X-Forwarded-For was already set by the caller from the socket.
 */
export function forwardToBackend(req, res, { backend, pathname, search }) {
  const headers = withoutHopByHop(req.headers);
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const upstream = http.request(
    { agent, host: backend.hostname, port: backend.port, method: req.method, path: `${backend.pathname.replace(/\/$/, '')}${backendPathOf(pathname)}${search}`, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), ...SECURITY_HEADERS });
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  // The backend is down or restarting (scripts/start.mjs brings it back): the same 503 as proxy.ts's.
  upstream.on('error', () => answerUnavailable(res));
  // A client that goes away mid-call stops the backend's work on it too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
