import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, log, setProcessLogger } from '@/server/platform/logger';
import { serveMetrics } from '@/server/platform/metrics';
import { LOGIN_POLICY } from '@/server/modules/accounts/login-throttle';
import { startTestApi, type TestApi } from '../support/api-harness';
import { PASSWORD, buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { freePort } from '../support/redis-process';

/**
 * What an operator reads: one JSON access-log line per request with its request id, and
 * Prometheus metrics by route pattern, the queues and the rate limits, on a port of their own.
 */
let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

/** The process's log, captured: every line parsed. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw += String(chunk);
      lines.push(...String(chunk).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  setProcessLogger(createLogger({ level: 'info', destination }));
  return { lines, raw: () => raw, requests: () => lines.filter((line) => line.msg === 'request') };
}
const quiet = log;
afterEach(() => setProcessLogger(quiet));

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, duration and community, under the request id it was given', async () => {
    const captured = captureLog();
    const res = await api.request('/v2/login', { method: 'POST', host: world.demo.host, headers: { 'x-request-id': 'lb-4f2a.17' }, json: { user: { email: world.demo.peer.email, password: PASSWORD } } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-4f2a.17');
    expect(captured.requests()).toEqual([
      expect.objectContaining({ level: 'info', role: 'api', requestId: 'lb-4f2a.17', method: 'POST', route: '/v2/login', status: 200, durationMs: expect.any(Number), community: 'demo', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    ]);
  });

  it('never holds a password, a token or a query string', async () => {
    const captured = captureLog();
    const signedIn = await login(api, world.demo.peer.email, world.demo.host);
    await api.request(`/v2/experiences/999999?token=${signedIn.token}`, { host: world.demo.host, token: signedIn.token });
    await api.request('/v2/password', { method: 'PUT', host: world.demo.host, json: { user: { reset_password_token: 'reset-secret-42', password: 'Sup3r-secret!', password_confirmation: 'Sup3r-secret!' } } });
    expect(captured.requests().map((line) => line.route)).toEqual(['/v2/login', '/v2/experiences/:id', '/v2/password']);
    for (const secret of [PASSWORD, signedIn.token, 'reset-secret-42', 'Sup3r-secret!', 'token=']) expect(captured.raw()).not.toContain(secret);
  });

  it("leaves the load balancer's probes out of the log", async () => {
    const captured = captureLog();
    for (const probe of ['/healthz', '/readyz', '/health']) expect((await api.request(probe)).status).toBe(200);
    await api.request('/v2/features', { host: world.demo.host });
    expect(captured.requests().map((line) => line.route)).toEqual(['/v2/features']);
  });

  it('makes its own request id when none, or a malformed one, comes', async () => {
    const captured = captureLog();
    const forged = await api.request('/v2/features', { host: world.demo.host, headers: { 'x-request-id': 'x" level=fatal msg="forged' } });
    const none = await api.request('/v2/features', { host: world.demo.host });
    const ids = [forged, none].map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(captured.requests().map((line) => line.requestId)).toEqual(ids);
  });
});

/** The value of the sample of `name` whose labels include `labels` (in any order), or null. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([key, value]) => match[2].includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return null;
}

describe('the metrics', () => {
  const scrape = () => api.deps.metrics.registry.metrics();
  const mails = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('journal_queue_items{') && line.includes('queue="mail"'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

  it('count requests by method, route pattern and status, never by raw path', async () => {
    await api.request('/v2/experiences/123456', { host: world.demo.host, token: (await login(api, world.demo.peer.email, world.demo.host)).token });
    const text = await scrape();
    expect(sample(text, 'journal_http_request_duration_seconds_count', { role: 'api', method: 'GET', route: '/v2/experiences/:id', status: '404' })).toBeGreaterThan(0);
    // In no label: the digits may well occur in a sample's value (an event-loop lag of 0.0178690781234567 s did).
    expect(text).not.toMatch(/="[^"]*123456[^"]*"/);
  });

  it('count the sign-ins refused by the limits', async () => {
    const address = '198.18.0.7';
    for (let i = 0; i <= LOGIN_POLICY.perAccountAddress.limit; i++) {
      await api.request('/v2/login', { method: 'POST', host: world.demo.host, headers: { 'x-forwarded-for': address }, json: { user: { email: world.demo.admin.email, password: 'wrong' } } });
    }
    expect(sample(await scrape(), 'journal_rate_limit_refusals_total', { route: '/v2/login' })).toBe(1);
  });

  it('read the queues at each scrape: a mail just queued shows there, with its age', async () => {
    const before = await scrape();
    await api.request('/v2/password', { method: 'POST', host: world.demo.host, json: { user: { email: world.demo.peer.email } } });
    const after = await scrape();
    expect(mails(after)).toBe(mails(before) + 1);
    expect(after).toMatch(/^journal_queue_oldest_age_seconds\{.*queue="mail".*\} \d/m);
  });

  it('are served on their own port, and not by the API', async () => {
    const port = await freePort();
    const server = await serveMetrics(api.deps.metrics, { host: '127.0.0.1', port });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('journal_http_request_duration_seconds_bucket');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    expect((await api.request('/metrics')).status).toBe(404);
    expect((await api.request('/v2/metrics', { host: world.demo.host })).status).toBe(404);
  });
});
