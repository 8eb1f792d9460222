import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_POLICY } from '@/server/modules/accounts/login-throttle';
import { PASSWORD_RESET_LIMITS } from '@/server/modules/accounts/sign-up-operations';
import { openApiDocument } from '@/server/operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, type TwoCommunities } from '../support/communities';

// The README: "every 429 says when to come back (Retry-After)". The backend's own answers are
// held to it by the contract check of every API test (the document requires the header on each
// 429); the web server's session route, which passes the backend's refusals on, is checked here.

let api: TestApi;
let world: TwoCommunities;
let backend: ServerType;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  // The session route reaches the backend over HTTP, as in production: the test's backend on a port of its own.
  backend = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false }, () => resolve(server));
  });
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => backend.close(resolve));
  await api.close();
});

const expectRetryAfter = (res: Response) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('Retry-After on every 429', () => {
  it('is required by the document on every 429 it describes', () => {
    const refusals = Object.values(openApiDocument.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>)
      .flatMap((path) => Object.values(path))
      .flatMap((op) => Object.entries(op.responses).filter(([status]) => status === '429').map(([, response]) => response));
    expect(refusals.length).toBeGreaterThan(5);
    for (const refusal of refusals) expect(refusal.headers).toHaveProperty('Retry-After.required', true);
  });

  it('comes with the web server’s POST /api/session once sign-ins are throttled', async () => {
    const { POST } = await import('@/app/api/session/route');
    const signIn = () =>
      POST(
        new NextRequest(`${world.demo.origin}/api/session`, {
          method: 'POST',
          headers: { host: world.demo.host, origin: world.demo.origin, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
          body: JSON.stringify({ user: { email: world.demo.learner.email, password: 'not the password' } }),
        }),
      );
    for (let i = 0; i < LOGIN_POLICY.perAccountAddress.limit; i++) expect((await signIn()).status).toBe(401);
    const refused = await signIn();
    expectRetryAfter(refused);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
  });

  it('comes with the backend’s own refusals, e.g. POST /v2/password', async () => {
    const ask = () => api.request('/v2/password', { method: 'POST', host: world.demo.host, json: { user: { email: 'someone@demo.test' } }, headers: { 'x-forwarded-for': '192.0.2.78' } });
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress.limit; i++) expect((await ask()).status).toBe(202);
    expectRetryAfter(await ask());
  });
});
