import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/operations';
import { operationKey, type Operation } from '@/server/http/operation';
import { openApiDocument } from '@/server/operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { ajv } from '../support/contract';
import { buildAuthorizationWorld, type AuthorizationWorld } from '../support/authorization-world';
import { fingerprint } from '../support/fingerprint';
import { deeplyNestedJson, hostileString, jsonMutation, mutate, pathSegment, type JsonMutation } from '../support/fuzz-inputs';
import { EXAMPLES, type ExampleRequest } from '../support/operation-examples';
import { experienceForm, jpeg, pictureForm } from '../support/pictures';

/**
 * Schema-driven fuzzing: for every operation of the document, a valid request (the examples
 * the authorization table uses) is broken one part at a time — a path parameter, a query
 * parameter, a field of the body, the body itself — with hostile values. The document is the
 * oracle: input it declares invalid must get a 4xx; nothing may get a 5xx; and a 4xx must leave
 * every table and file as they were. (The API harness checks each answer against the document.)
 * CI runs a fixed seed and FUZZ_RUNS cases per part and operation; `npm run fuzz` runs more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** `random` (npm run fuzz) draws a new seed each run; a failure prints it, FUZZ_SEED=<it> replays the run. */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261122);
if (process.env.FUZZ_SEED === 'random') console.log(`fuzzing with FUZZ_SEED=${SEED}`);

type Json = Record<string, any>;

/** Tried on every operation whatever the seed: the inputs the security review found 500s with. */
const ALWAYS = { strings: ['a\u0000b', '2147483648', '\uD800'], values: ['a\u0000b', 2147483648, -1.5] };
type Documented = { parameters: Json[]; requestBody?: Json };
const documented = (op: Operation) => (openApiDocument.paths as Json)[op.path][op.method] as Documented;

let api: TestApi;
let world: AuthorizationWorld;
beforeAll(async () => {
  // Limits are the rate-limit suite's business: here they would only stop the suite's own sign-ins.
  const unlimited = { hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 0 }), reset: async () => {}, mark: async () => {}, markedFor: async () => 0 };
  api = await startTestApi({ deps: { rateLimiter: unlimited } });
  world = await buildAuthorizationWorld(api);
});
afterAll(() => api.close());

type Attempt = { path: string; query?: Record<string, string>; body?: BodyInit; contentType?: string; token?: string | null };

/** Sends as the author on demo's host; judges the answer by the document's verdict on the input. */
async function attempt(op: Operation, request: Attempt, inputIsValid: boolean) {
  const before = await fingerprint(api);
  const url = request.query ? `${request.path}?${new URLSearchParams(request.query)}` : request.path;
  const token = request.token === undefined ? world.tokens.author : request.token;
  const headers: Record<string, string> = request.contentType ? { 'content-type': request.contentType } : {};
  const res = await api.request(url, { method: op.method.toUpperCase(), host: world.demo.host, token: token ?? undefined, headers, body: request.body });
  const what = `${operationKey(op)} ${url.slice(0, 300)} → ${res.status}`;
  expect(res.status, what).toBeLessThan(500);
  if (!inputIsValid) expect(res.status, `${what}: the document calls this input invalid`).toBeGreaterThanOrEqual(400);
  if (res.status >= 400) expect(await fingerprint(api), `${what} changed data`).toEqual(before);
}

const queryOf = (example: ExampleRequest) => ({ ...example.query });

/** A body for the example, optionally with its JSON (or the multipart's experience part) replaced. */
async function bodyFor(example: ExampleRequest, json?: unknown, picture?: Buffer | null): Promise<Pick<Attempt, 'body' | 'contentType'>> {
  if (example.multipart) {
    const bytes = picture === undefined ? (example.multipart.picture ? await jpeg(40, 30, '#345678') : null) : picture;
    const fields = json === undefined ? example.multipart.experience : json;
    return { body: example.multipart.experience || json !== undefined ? experienceForm(fields, bytes) : pictureForm(bytes) };
  }
  if (example.json !== undefined) return { body: JSON.stringify(json === undefined ? example.json : json), contentType: 'application/json' };
  if (example.form) return { body: new URLSearchParams(example.form).toString(), contentType: 'application/x-www-form-urlencoded' };
  return {};
}

function validator(schema: Json) {
  const validate = ajv.compile(schema);
  return (value: unknown) => validate(value) as boolean;
}

describe.each(operations.map((op) => [operationKey(op), op] as const))('%s', (key, op) => {
  const doc = documented(op);
  const pathParameters = doc.parameters.filter((p) => p.in === 'path');
  const queryParameters = doc.parameters.filter((p) => p.in === 'query');
  const timeout = 20_000 + RUNS * 1_500;

  if (pathParameters.length > 0) it('refuses hostile path parameters', async () => {
    const template = new RegExp(`^${op.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
    await fc.assert(
      fc.asyncProperty(fc.nat(pathParameters.length - 1), hostileString, async (which, value) => {
        const example = await EXAMPLES[key](world, 'author');
        const values = { ...template.exec(example.path)!.groups };
        const parameter = pathParameters[which];
        values[parameter.name] = value;
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(values[name]));
        const valid = new RegExp(parameter.schema.pattern).test(value) && value.length > 0;
        await attempt(op, { path, query: example.query, ...(await bodyFor(example)), token: example.token }, valid);
      }),
      { numRuns: RUNS, seed: SEED, examples: ALWAYS.strings.map((value) => [0, value] as [number, string]) },
    );
  }, timeout);

  it('refuses hostile query strings', async () => {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema])),
      required: queryParameters.filter((p) => p.required).map((p) => p.name),
    };
    const isValidQuery = validator(schema);
    const names = [...queryParameters.map((p) => p.name as string), 'unexpected'];
    await fc.assert(
      fc.asyncProperty(fc.nat(names.length - 1), fc.option(hostileString, { nil: undefined }), async (which, value) => {
        const example = await EXAMPLES[key](world, 'author');
        const query = queryOf(example);
        if (value === undefined) delete query[names[which]];
        else query[names[which]] = value;
        await attempt(op, { path: example.path, query, ...(await bodyFor(example)), token: example.token }, isValidQuery(query));
      }),
      { numRuns: RUNS, seed: SEED, examples: ALWAYS.strings.map((value) => [0, value] as [number, string | undefined]) },
    );
  }, timeout);

  const jsonSchema: Json | undefined =
    doc.requestBody?.content['application/json']?.schema ?? doc.requestBody?.content['multipart/form-data']?.schema.properties.experience?.contentSchema;

  if (jsonSchema !== undefined) it('refuses hostile fields in the body', async () => {
    const isValidBody = validator(jsonSchema!);
    await fc.assert(
      fc.asyncProperty(jsonMutation, async (mutation) => {
        const example = await EXAMPLES[key](world, 'author');
        const original = example.multipart ? example.multipart.experience : example.json;
        const changed = mutate(original, mutation);
        await attempt(op, { path: example.path, query: example.query, ...(await bodyFor(example, changed)), token: example.token }, isValidBody(changed));
      }),
      { numRuns: RUNS * 3, seed: SEED, examples: ALWAYS.values.flatMap((value) => [0, 1, 2].map((pick) => [{ pick, action: 'replace', key: '', value }] as [JsonMutation])) },
    );
  }, timeout * 3);

  if (op.body !== undefined) it('refuses bodies that are not what it reads', async () => {
    const example = await EXAMPLES[key](world, 'author');
    const base = { path: example.path, query: example.query, token: example.token };
    const wrapper = Object.keys((example.json ?? {}) as object)[0] ?? 'experience';
    const bad: Pick<Attempt, 'body' | 'contentType'>[] = [
      { body: deeplyNestedJson(wrapper), contentType: 'application/json' },
      { body: '{"user": {"email": ', contentType: 'application/json' },
      { body: '', contentType: 'application/json' },
      { body: 'email=a@b.c', contentType: 'text/plain' },
      { body: 'x'.repeat(200_000), contentType: 'application/json' },
    ];
    if (example.multipart?.experience) {
      const nested = new FormData();
      nested.append('experience', deeplyNestedJson('description'));
      nested.append('experience[picture]', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'a.jpg');
      bad.push({ body: nested });
    }
    if (example.multipart) {
      bad.push(await bodyFor(example, undefined, null));
      bad.push(await bodyFor(example, undefined, Buffer.from('not a picture at all')));
      bad.push(await bodyFor(example, undefined, Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])));
    }
    for (const body of bad) await attempt(op, { ...base, ...body }, false);
  }, timeout);
});
