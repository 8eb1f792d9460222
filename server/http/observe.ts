import 'server-only';
import { randomUUID } from 'node:crypto';
import { matchedRoutes } from 'hono/route';
import type { MiddlewareHandler } from 'hono';
import { log } from '../platform/logger';
import type { AppEnv } from './context';

/** Set by the load balancer or the web server (scripts/web-server.mjs), passed on, and answered back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What we accept from outside: anything longer or stranger is replaced, so a log line cannot be forged. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A load balancer's probes every few seconds would bury the requests in the access log (they still count in the metrics). */
const PROBES = new Set(['/health', '/healthz', '/readyz']);

/** The declared operation's path (`/v2/experiences/:id`): a raw path would make a metric series per learner and may carry a token. */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return handler?.path ?? '(no route)';
}

/**
 * One access-log line and one metric observation per request, with the request id that ties
 * the web server's line, ours and any error logged meanwhile. The line names the method, the
 * route pattern, the status, the time and the community: never a query string, a header or a
 * body, where tokens and passwords travel.
 */
export const observeRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header(REQUEST_ID_HEADER);
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
  c.set('requestId', requestId);
  c.set('log', log.child({ requestId }));
  const started = performance.now();
  await next();
  const seconds = (performance.now() - started) / 1000;
  const route = routeOf(c);
  const status = c.res.status;
  c.res.headers.set(REQUEST_ID_HEADER, requestId);
  const { metrics } = c.get('deps');
  metrics.requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
  if (status === 429) metrics.rateLimited.inc({ route });
  if (PROBES.has(route)) return;
  c.get('log').info({ method: c.req.method, route, status, durationMs: Math.round(seconds * 1000), community: c.get('hostSlug') ?? null }, 'request');
};
