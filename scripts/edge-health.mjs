// The web server's own health, answered before Next: a load balancer asks every few seconds, and
// through Next each probe would run the proxy (community, locale, guards) for nothing.
import { SECURITY_HEADERS } from '../lib/shared/edge/edge-rules.mjs';

/**
 * A backend slower than this counts as down: the balancer's probe must get its answer in time.
 * The backend gives each of its own parts a second and asks them together, so half a second more
 * lets its 503 naming the slow part arrive rather than our own guess.
 */
export const BACKEND_READINESS_TIMEOUT_MS = 1500;

export const isHealthPath = (pathname) => pathname === '/healthz' || pathname === '/readyz';

function answer(res, status, body) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The backend's readiness as this web server sees it: 'ok', 'unavailable' (it answered 503 or another error), 'failed' (unreachable), 'timed out'. */
async function backendReadiness(backend, timeoutMs) {
  const url = `${backend.origin}${backend.pathname.replace(/\/$/, '')}/readyz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unavailable';
  } catch (error) {
    return error?.name === 'TimeoutError' ? 'timed out' : 'failed';
  }
}

/**
 * /healthz: this process answers (liveness; a down backend must not get the web servers
 * restarted). /readyz: it can serve pages, which needs the backend ready too; `isBackendUp` is
 * false while scripts/start.mjs restarts a crashed backend.
 */
export async function answerHealth(res, { pathname, backend, isBackendUp, timeoutMs = BACKEND_READINESS_TIMEOUT_MS }) {
  if (pathname === '/healthz') return answer(res, 200, { status: 'ok' });
  const backendState = isBackendUp ? await backendReadiness(backend, timeoutMs) : 'restarting';
  const parts = { web: 'ok', backend: backendState };
  // The API's error shape, as its own /readyz answers, with the parts beside it.
  if (backendState === 'ok') return answer(res, 200, { status: 'ready', parts });
  answer(res, 503, { error: { code: 'NOT_READY', message: `Not ready: backend ${backendState}` }, parts });
}
