import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience } from '@/server/seed/fixtures';
import { MAX_JSON_DEPTH } from '@/server/http/validate';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { fingerprint } from '../support/fingerprint';
import { experienceForm, jpeg } from '../support/pictures';
import { patchExperience, postExperience, validExperience } from '../support/experiences';

/**
 * Input that used to reach a 500 (a stack overflow in the key conversion, PostgreSQL refusing a
 * NUL character, a 64-bit id or the year 0): each must be a prompt 4xx that writes nothing.
 */
let api: TestApi;
let world: TwoCommunities;
let auth: { token: string; host: string };
let experienceId: number;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  auth = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  experienceId = (await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id })).id;
});
afterAll(() => api.close());

/** Sends, then insists on the status and that no table or stored file changed. */
async function expectRefused(status: number, send: () => Promise<Response>) {
  const before = await fingerprint(api);
  const started = Date.now();
  const res = await send();
  expect(res.status, await res.clone().text()).toBe(status);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await fingerprint(api)).toEqual(before);
  return res.json();
}

const nested = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
/** 30,000 levels in 60 KB: under the 64 KB JSON limit, far over what a recursive conversion survives. */
const deepArrays = () => '['.repeat(30_000) + ']'.repeat(30_000);
const putUser = (body: string) =>
  api.request(`/v2/users/${world.demo.learner.id}`, { method: 'PUT', host: auth.host, token: auth.token, body, headers: { 'content-type': 'application/json' } });

describe('deeply nested JSON', () => {
  it('is refused with 400 NESTING_TOO_DEEP in a JSON body, signed in or not', async () => {
    const body = await expectRefused(400, () => putUser(`{"user":${deepArrays()}}`));
    expect(body).toEqual({ error: { code: 'NESTING_TOO_DEEP', message: expect.any(String) } });
    const login = () => api.request('/v2/login', { method: 'POST', host: auth.host, body: `{"user":{"email":${deepArrays()}}}`, headers: { 'content-type': 'application/json' } });
    expect((await expectRefused(400, login)).error.code).toBe('NESTING_TOO_DEEP');
  });

  it('is refused in the experience part of a multipart form, picture and all', async () => {
    const form = experienceForm(`{"description":"x","date":"2026-01-01T00:00:00Z","tags_attributes":${deepArrays()}}`, await jpeg());
    const body = await expectRefused(400, () => postExperience(api, auth, form.get('experience'), null));
    expect(body.error.code).toBe('NESTING_TOO_DEEP');
    const withPicture = () => api.request('/v2/experiences', { method: 'POST', host: auth.host, token: auth.token, body: form });
    expect((await expectRefused(400, withPicture)).error.code).toBe('NESTING_TOO_DEEP');
  });

  it('is read as usual up to the bound', async () => {
    // MAX_JSON_DEPTH levels in all, `{"user": …}` included: validated (422 on the field), not refused as too deep.
    const res = await putUser(`{"user":{"firstname":${nested(MAX_JSON_DEPTH - 2)}}}`);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['firstname']);
  });
});

describe('a NUL character', () => {
  const nulError = { errors: expect.any(Object) };

  it('is refused on its field in a JSON body', async () => {
    const body = await expectRefused(422, () => putUser(JSON.stringify({ user: { firstname: 'Ca\u0000mille' } })));
    expect(body).toEqual({ errors: { firstname: [expect.stringContaining('NUL')] } });
    const tags = await expectRefused(422, () => patchExperience(api, auth, experienceId, { tags_attributes: [{ name: 'ok' }, { name: '\u0000' }] }));
    expect(Object.keys(tags.errors)).toEqual(['tags_attributes.1.name']);
  });

  it('is refused on its field in the multipart experience part', async () => {
    const body = await expectRefused(422, async () => postExperience(api, auth, validExperience({ description: 'a\u0000b' }), await jpeg()));
    expect(body).toEqual(nulError);
    expect(Object.keys(body.errors)).toEqual(['description']);
  });

  it('is refused on its parameter in a query string', async () => {
    const token = await expectRefused(422, () => api.request('/v2/experiences/public_experience?public_token=%00', { host: auth.host }));
    expect(Object.keys(token.errors)).toEqual(['public_token']);
    const places = await expectRefused(422, () => api.request('/mapbox?query=a%00b', { host: auth.host, headers: { 'x-forwarded-for': '192.0.2.50' } }));
    expect(Object.keys(places.errors)).toEqual(['query']);
  });
});

describe('ids beyond PostgreSQL integer', () => {
  const tooBig = 2_147_483_648;

  it.each([
    ['group_ids', { group_ids: [tooBig] }, 'group_ids.0'],
    ['group_ids as a string', { group_ids: [String(tooBig)] }, 'group_ids.0'],
    ['a tag id', { tags_attributes: [{ id: tooBig, name: 'tag' }] }, 'tags_attributes.0.id'],
    ['a skill id', { skills_attributes: [{ id: tooBig, name: 'Skill', level: 1 }] }, 'skills_attributes.0.id'],
    ['a skill_id', { skills_attributes: [{ skill_id: tooBig, name: 'Skill', level: 1 }] }, 'skills_attributes.0.skill_id'],
  ])('refuses %s with 422 on the field, on create and on update', async (_, fields, key) => {
    const created = await expectRefused(422, async () => postExperience(api, auth, validExperience(fields), await jpeg()));
    expect(Object.keys(created.errors)).toContain(key);
    const updated = await expectRefused(422, () => patchExperience(api, auth, experienceId, fields));
    expect(Object.keys(updated.errors)).toContain(key);
  });

  it('takes the largest integer as an id like any unknown one', async () => {
    const res = await patchExperience(api, auth, experienceId, { group_ids: [2_147_483_647] });
    expect(res.status).toBeLessThan(500);
  });
});

describe('dates PostgreSQL cannot store', () => {
  it.each(['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00'])('refuses %s with 422 on date', async (date) => {
    const created = await expectRefused(422, async () => postExperience(api, auth, validExperience({ date }), await jpeg()));
    expect(Object.keys(created.errors)).toEqual(['date']);
    const updated = await expectRefused(422, () => patchExperience(api, auth, experienceId, { date }));
    expect(Object.keys(updated.errors)).toEqual(['date']);
  });
});

describe('bodies over the backend limit', () => {
  const thirteenMegabytes = () => new Uint8Array(13 * 1024 * 1024);

  it('answers 413 to a body announced by Content-Length', async () => {
    const body = await expectRefused(413, () =>
      api.request('/v2/experiences', { method: 'POST', host: auth.host, token: auth.token, body: thirteenMegabytes(), headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    );
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 to a chunked body without Content-Length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 13; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const send = () =>
      api.request('/v2/experiences', {
        method: 'POST',
        host: auth.host,
        token: auth.token,
        body: stream,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit);
    expect((await expectRefused(413, send)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
