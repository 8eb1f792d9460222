import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';

let api: TestApi;
let doc: any;
beforeAll(async () => {
  api = await startTestApi();
  const res = await api.request('/v2/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = await res.json();
});
afterAll(() => api.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The (method, path) pairs the Hono app really serves, in OpenAPI path syntax. */
function servedOperations() {
  return api.app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:(\w+)/g, '{$1}') }))
    .filter((r) => r.path !== '/v2/openapi.json');
}

describe('GET /v2/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual({ title: expect.any(String), version: expect.any(String) });
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(typeof doc.paths).toBe('object');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'session' });
  });

  it('lists the auth and user paths with their methods', () => {
    expect(doc.paths['/v2/login']).toHaveProperty('post');
    expect(doc.paths['/v2/logout']).toHaveProperty('delete');
    expect(doc.paths['/v2/session']).toHaveProperty('get');
    expect(doc.paths['/v2/refresh']).toHaveProperty('post');
    expect(doc.paths['/v2/users/{id}']).toHaveProperty('get');
    expect(doc.paths['/v2/users/{id}']).toHaveProperty('put');
  });

  it('documents every operation the app serves, and nothing it does not', () => {
    const served = servedOperations();
    expect(served.length).toBeGreaterThanOrEqual(8);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => ({ method, path })),
    );
    const key = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;
    expect(documented.map(key).sort()).toEqual(served.map(key).sort());
  });

  it('gives every operation responses, and request bodies as JSON schemas', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
        const responses = item[method].responses;
        expect(Object.keys(responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(responses as Record<string, any>)) {
          expect(status, `${method} ${path}`).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description).toBe('string');
        }
      }
    }
    const login = doc.paths['/v2/login'].post.requestBody.content['application/json'].schema;
    expect(login.type).toBe('object');
    expect(login.properties.user.properties).toHaveProperty('email');
    expect(login.properties.user.properties).toHaveProperty('password');
    const update = doc.paths['/v2/users/{id}'].put.requestBody.content['application/json'].schema;
    expect(update.properties.user.properties.locale.enum).toEqual(['fr', 'en', 'it', 'el', 'nl', 'pt']);
  });

  it('marks path parameters as required', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of names) {
        const param = (item.parameters ?? []).find((p: any) => p.name === name && p.in === 'path');
        expect(param, `${path} {${name}}`).toMatchObject({ required: true });
      }
    }
  });
});
