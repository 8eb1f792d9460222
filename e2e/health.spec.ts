// Playwright's own test: these are raw HTTP requests with no page, so the CSP and message
// watchers of ./support/test (which open a browser context) would have nothing to watch.
import { expect, test } from '@playwright/test';
import { E2E } from './support/hosts';
import { rawRequest } from './support/raw-request';

// The web server's liveness and readiness, as a load balancer asks them: answered by the Node
// server before Next, so on any host, community or not, and even in maintenance mode.
const hosts = [new URL(E2E.demo).host, `localhost:${E2E.webPort}`, `no-such-community.localhost:${E2E.webPort}`];

test('/healthz answers ok on every host, before any community routing', async () => {
  for (const host of hosts) {
    const answer = await rawRequest({ method: 'GET', path: '/healthz', host });
    expect(answer.status, host).toBe(200);
    expect(answer.body, host).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control'], host).toBe('no-store');
  }
});

test('/readyz is ready when the backend is, and says which parts it asked', async () => {
  const answer = await rawRequest({ method: 'GET', path: '/readyz', host: hosts[1] });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ status: 'ready', parts: { web: 'ok', backend: 'ok' } });
});

test('the web server in maintenance mode still answers its health', async () => {
  const host = new URL(E2E.maintenance).host;
  const live = await rawRequest({ method: 'GET', path: '/healthz', host, port: E2E.maintenancePort });
  expect(live.status).toBe(200);
  const ready = await rawRequest({ method: 'GET', path: '/readyz', host, port: E2E.maintenancePort });
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ status: 'ready', parts: { web: 'ok', backend: 'ok' } });
});
