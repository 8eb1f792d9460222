import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /health', () => {
  it('answers ok when the database is reachable', async () => {
    const res = await api.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('runs on the engine the environment asks for', () => {
    expect(api.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});
