import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationKey } from '@/server/http/contract/operation';
import { operations } from '@/server/http/contract';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildAuthorizationWorld, CALLERS, type AuthorizationWorld, type Caller } from '../support/authorization-world';
import { validExperience } from '../support/experiences';
import { fingerprint } from '../support/fingerprint';
import { experienceForm, jpeg, pictureForm } from '../support/pictures';

/**
 * The authorization table: for every operation of the OpenAPI document and every caller, the
 * status the server must answer; a refused write must leave every table and file as it was.
 * An operation without a row fails the suite, so each new endpoint declares its rules here.
 */
type Request = { method: string; path: string; json?: unknown; body?: BodyInit; token?: string | null };
type Row = { request: (w: AuthorizationWorld, caller: Caller) => Request | Promise<Request>; expect: Record<Caller, number> };

/** Statuses by caller: a default for everyone, then the exceptions. */
const statuses = (all: number, except: Partial<Record<Caller, number>> = {}) =>
  Object.fromEntries(CALLERS.map((c) => [c, except[c] ?? all])) as Record<Caller, number>;
/** Needs a session: 401 signed out. */
const members = (all: number, except: Partial<Record<Caller, number>> = {}) => statuses(all, { signedOut: 401, ...except });
/** Items of the author shared with group A, as each caller reads them. */
const groupItemRead = members(200, { otherGroup: 404, otherCommunity: 404 });
/** Changing the author's group item: only the author; those who can see it but did not write it get 403. */
const authorOnly = (ok: number) =>
  members(403, { author: ok, otherGroup: 404, otherCommunity: 404 });
const communityAdminsOnly = members(403, { communityAdmin: 200, otherCommunity: 404 });

const get = (path: string): Row['request'] => () => ({ method: 'GET', path });

const TABLE: Record<string, Row> = {
  'GET /health': { request: get('/health'), expect: statuses(200) },
  'GET /v2/openapi.json': { request: get('/v2/openapi.json'), expect: statuses(200) },
  'GET /v2/communities/current': { request: get('/v2/communities/current'), expect: statuses(200) },
  'GET /public_api/v1/communities': { request: get('/public_api/v1/communities?community[url]=demo'), expect: statuses(200) },
  'GET /v2/features': { request: get('/v2/features'), expect: statuses(200) },
  'GET /mapbox': { request: get('/mapbox?query=Paris&language=fr'), expect: statuses(200) },
  'GET /v2/skills': { request: get('/v2/skills'), expect: members(200) },
  'GET /v2/pictures/{file}': { request: (w) => ({ method: 'GET', path: `/v2/pictures/${w.shared.file}` }), expect: statuses(200) },

  'POST /v2/login': {
    // The author's credentials, sent with each caller's token on each caller's host.
    request: (w) => ({ method: 'POST', path: '/v2/login', json: { user: { email: w.people.author.email, password: 'journal-demo-2026' } } }),
    expect: statuses(200, { otherCommunity: 403 }),
  },
  'POST /v2/refresh': {
    request: async (w) => ({ method: 'POST', path: '/v2/refresh', json: { refresh_token: await w.freshRefreshToken() } }),
    expect: statuses(200),
  },
  'DELETE /v2/logout': {
    // A session of its own per cell: logging out must not end the caller's token for the other rows.
    request: async (w, caller) => ({ method: 'DELETE', path: '/v2/logout', token: caller === 'signedOut' ? null : await w.freshToken(caller) }),
    expect: members(204),
  },
  'GET /v2/session': { request: get('/v2/session'), expect: members(200) },

  'GET /v2/users': { request: get('/v2/users?page=0&for_dashboard=true'), expect: members(403, { communityAdmin: 200 }) },
  'GET /v2/users/{id}/card': { request: (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}/card` }), expect: members(200, { otherCommunity: 404 }) },
  'GET /v2/users/{id}': {
    request: (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}` }),
    expect: members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  },
  'PUT /v2/users/{id}': {
    request: (w) => ({ method: 'PUT', path: `/v2/users/${w.people.author.id}`, json: { user: { firstname: 'Léa' } } }),
    expect: members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  },
  'GET /v2/groups/{id}': { request: (w) => ({ method: 'GET', path: `/v2/groups/${w.groupA.id}` }), expect: members(200, { otherCommunity: 404 }) },

  'GET /v2/experiences': { request: get('/v2/experiences?page=0'), expect: members(200) },
  'POST /v2/experiences': {
    request: async () => ({ method: 'POST', path: '/v2/experiences', body: experienceForm(validExperience(), await jpeg()) }),
    expect: members(201, { deactivated: 403 }),
  },
  'GET /v2/experiences/public_experience': {
    request: (w) => ({ method: 'GET', path: `/v2/experiences/public_experience?public_token=${w.publicToken}` }),
    expect: statuses(200, { otherCommunity: 404 }),
  },
  'GET /v2/experiences/{id}': { request: (w) => ({ method: 'GET', path: `/v2/experiences/${w.shared.id}` }), expect: groupItemRead },
  'PATCH /v2/experiences/{id}': {
    request: async (w) => ({ method: 'PATCH', path: `/v2/experiences/${await w.freshExperience()}`, json: { experience: { description: 'Changed' } } }),
    expect: authorOnly(200),
  },
  'DELETE /v2/experiences/{id}': {
    request: async (w) => ({ method: 'DELETE', path: `/v2/experiences/${await w.freshExperience()}` }),
    expect: authorOnly(204),
  },
  'GET /v2/experience_pictures/{id}': { request: (w) => ({ method: 'GET', path: `/v2/experience_pictures/${w.shared.id}` }), expect: groupItemRead },
  'PATCH /v2/experience_pictures/{id}': {
    request: async (w) => ({ method: 'PATCH', path: `/v2/experience_pictures/${await w.freshExperience()}`, body: pictureForm(await jpeg(40, 30, '#123456')) }),
    expect: authorOnly(200),
  },
  'DELETE /v2/stories/{id}': {
    request: async (w) => ({ method: 'DELETE', path: `/v2/stories/${await w.freshStory()}` }),
    expect: authorOnly(204),
  },

  'GET /v2/journal_items/': { request: get('/v2/journal_items/'), expect: members(200) },
  'GET /v2/journal_items': { request: get('/v2/journal_items'), expect: members(200) },
  'GET /v2/journal_items/user_recommendation_journal': { request: get('/v2/journal_items/user_recommendation_journal'), expect: members(200) },
  'GET /v2/journal_items/{userId}/user_journal': {
    request: (w) => ({ method: 'GET', path: `/v2/journal_items/${w.people.author.id}/user_journal` }),
    expect: members(200, { otherCommunity: 404 }),
  },
  'GET /v2/journal_items/{communityId}/official_journal': {
    request: (w) => ({ method: 'GET', path: `/v2/journal_items/${w.demo.community.id}/official_journal` }),
    expect: members(200, { otherCommunity: 404 }),
  },
  'GET /v2/group_journal_items': { request: (w) => ({ method: 'GET', path: `/v2/group_journal_items?group_id=${w.groupA.id}` }), expect: communityAdminsOnly },
  'GET /v2/community_journal_items': {
    request: (w) => ({ method: 'GET', path: `/v2/community_journal_items?community_id=${w.demo.community.id}` }),
    expect: communityAdminsOnly,
  },

  // No Unsplash key in the test deployment: members learn the feature is off, strangers nothing.
  'GET /unsplash': { request: get('/unsplash?query=museum'), expect: members(404) },
  'GET /trackUnsplashDownload': {
    request: get('/trackUnsplashDownload?download_location=https://api.unsplash.com/photos/abc/download'),
    expect: members(404),
  },
};

let api: TestApi;
let world: AuthorizationWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildAuthorizationWorld(api);
});
afterAll(() => api.close());

describe('authorization table', () => {
  it('has a row for every operation of the OpenAPI document, and none for an operation it lacks', () => {
    expect(Object.keys(TABLE).sort()).toEqual(operations.map(operationKey).sort());
  });

  describe.each(Object.entries(TABLE))('%s', (key, row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const request = await row.request(world, caller);
      const token = request.token === undefined ? world.tokens[caller] : request.token;
      const isWrite = request.method !== 'GET';
      const before = isWrite ? await fingerprint(api) : null;
      const res = await api.request(request.path, {
        method: request.method,
        host: world.hostOf(caller),
        token: token ?? undefined,
        json: request.json,
        body: request.body,
      });
      expect(res.status, `${key} as ${caller}: ${await res.clone().text()}`).toBe(row.expect[caller]);
      if (before && res.status >= 400) expect(await fingerprint(api), `${key} as ${caller} changed data`).toEqual(before);
    });
  });
});
