import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { assertDocumentedAnswer } from '../support/contract';
import { operationKey } from '@/server/http/operation';
import { operations } from '@/server/operations';

/** OAuth 2.0 endpoints refuse in the protocol's shape, `{error, error_description}` (RFC 6749 §5.2), which wallets read. */
const OAUTH_OPERATIONS = new Set(operations.filter((op) => op.oauth).map(operationKey));
const isOAuthRefusal = (schema: any) => schema.properties?.error?.type === 'string' && schema.required?.includes('error');

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
    .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:(\w+)/g, '{$1}') }));
}

describe('GET /v2/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual({ title: expect.any(String), version: expect.any(String), description: expect.any(String) });
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
        for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
          const param = item[method].parameters.find((p: any) => p.name === name && p.in === 'path');
          expect(param, `${method} ${path} {${name}}`).toMatchObject({ required: true, schema: { type: 'string' } });
        }
      }
    }
  });

  it('describes every answer by a schema: successes, refusals in the error shape, and no 5xx but upstream and health', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
        for (const [status, response] of Object.entries(item[method].responses as Record<string, any>)) {
          const where = `${method} ${path} ${status}`;
          if (status === '204' || status === '304') {
            expect(response.content, where).toBeUndefined();
            continue;
          }
          const [mediaType, media] = Object.entries(response.content ?? {})[0] as [string, any];
          expect(media?.schema, where).toBeTypeOf('object');
          if (Number(status) >= 400) {
            expect(mediaType, where).toBe('application/json');
            const shapes = status === '422' ? media.schema.oneOf : [media.schema];
            const isProtocols = OAUTH_OPERATIONS.has(`${method.toUpperCase()} ${path}`) && ['400', '401'].includes(status) && isOAuthRefusal(media.schema);
            expect(isProtocols || shapes.some((s: any) => s.properties?.error?.required?.includes('code')), where).toBe(true);
          }
          if (Number(status) >= 500) expect(['502', '503'], where).toContain(status);
        }
      }
    }
  });

  it('writes the wire names: snake_case bodies and answers', () => {
    const experience = doc.paths['/v2/experiences/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(experience.properties)).toEqual(expect.arrayContaining(['picture_url', 'user_attributes', 'tags_attributes', 'sharing_parameters']));
    expect(experience.properties.sharing_parameters.enum).toEqual(['private', 'group', 'community', 'public']);
    expect(experience.additionalProperties).toBe(false);
    const patch = doc.paths['/v2/experiences/{id}'].patch.requestBody.content['application/json'].schema.properties.experience;
    expect(Object.keys(patch.properties)).toEqual(expect.arrayContaining(['tags_attributes', 'skills_attributes', 'address_attributes']));
    const journal = doc.paths['/v2/journal_items/'].get;
    expect(journal.parameters.map((p: any) => p.name)).toEqual(['page', 'only_experiences', 'only_stories', 'certified']);
    const multipart = doc.paths['/v2/experiences'].post.requestBody.content['multipart/form-data'].schema;
    expect(multipart.required).toEqual(['experience', 'experience[picture]']);
    expect(multipart.properties.experience.contentSchema.properties).toHaveProperty('skills_attributes');
  });

  it('is enforced on every answer the API suite receives: an undocumented field, status or shape fails', async () => {
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const skill = { id: 1, name: 'Autonomie' };
    await expect(assertDocumentedAnswer('GET', '/v2/skills', answer(200, { data: [skill] }))).resolves.toBeUndefined();
    await expect(assertDocumentedAnswer('GET', '/v2/skills', answer(200, { data: [{ ...skill, extra: true }] }))).rejects.toThrow(/additional properties/);
    await expect(assertDocumentedAnswer('GET', '/v2/skills', answer(200, { data: [{ id: '1', name: 'x' }] }))).rejects.toThrow(/must be integer/);
    await expect(assertDocumentedAnswer('GET', '/v2/skills', answer(500, { error: { code: 'X', message: 'x' } }))).rejects.toThrow(/not documented/);
    await expect(assertDocumentedAnswer('GET', '/v2/skills', answer(401, { message: 'no' }))).rejects.toThrow(/does not match/);
    await expect(assertDocumentedAnswer('GET', '/v2/no-such-path', answer(500, {}))).rejects.toThrow(/server error/);
  });
});
