import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('unknown endpoints', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/v2/nope'],
    ['GET', '/v2'],
    ['POST', '/v2/users'],
    ['GET', '/v2/login'],
    ['DELETE', '/v2/session'],
    ['GET', '/public_api/v1/nope'],
  ])('%s %s answers 404 with {error: {code: NOT_FOUND}}', async (method, path) => {
    const res = await api.request(path, { method, host: 'demo.localhost:3000' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
