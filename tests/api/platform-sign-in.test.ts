import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, communityMemberships, groupMemberships, platformAccounts, platformSignIns, trainingCenters, users } from '@/server/db/schema';
import { createGroup } from '@/server/seed/fixtures';
import { checkIdToken } from '@/server/modules/learning-platform/learning-platform';
import { digestToken } from '@/server/platform/tokens';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import type { LearningPlatform } from '../support/learning-platform';
import { addTrainingCenter, platformCallback, startTestPlatform } from '../support/training-centers';

// Spec §1: "A learning-platform (Moodle-style) sign-in is offered through training centers." §3
// "Login URL: trainingCenterId and redirectHost. Training center: filterable by community_url."
// §7: "POST /v2/moodle/login_urls, body {login_url:{trainingCenterId, redirectHost}}", "POST
// /v2/moodle/oauth_callbacks, body {code, state}", "GET /v2/moodle/training_centers, optional query
// training_center[community_url]". Issue 9: state, PKCE and nonce server-side, single-use, 10
// minutes; redirectHost only one of the community's own hosts; the account linked to (training
// center, platform user id), never matched on e-mail alone; a first sign-in creates an accepted
// learner in the center's groups; tested against a real OAuth 2 / OpenID server on loopback.

let api: TestApi;
let world: TwoCommunities;
let platform: LearningPlatform;
let center: typeof trainingCenters.$inferSelect;
let secondGroup: Awaited<ReturnType<typeof createGroup>>;
let addresses = 0;

const ACCOUNTS = [
  { username: 'eleni', id: '2001', email: 'eleni@platform.test', firstname: 'Ελένη', lastname: 'Παπαδοπούλου' },
  { username: 'sami', id: '2002', email: 'sami@platform.test', firstname: 'Sami', lastname: 'Moodle' },
  // Moodle account whose address is already a demo learner's here.
  { username: 'twin', id: '2003', email: 'learner@demo.test', firstname: 'Twin', lastname: 'Moodle' },
  { username: 'noor', id: '2004', email: 'noor@platform.test', firstname: 'Noor', lastname: 'Moodle' },
  { username: 'ines', id: '2005', email: 'ines@platform.test', firstname: 'Inès', lastname: 'Moodle' },
  { username: 'otto', id: '2006', email: 'otto@platform.test', firstname: 'Otto', lastname: 'Moodle' },
];

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  platform = await startTestPlatform(api, ACCOUNTS);
  secondGroup = await createGroup(api.db, world.demo.community.id, { name: 'Première Moodle' });
  center = await addTrainingCenter(api, { communityId: world.demo.community.id, baseUrl: platform.baseUrl, groupIds: [world.demo.group.id, secondGroup.id] });
});
afterAll(() => api.close());

const address = () => ({ 'x-forwarded-for': `192.0.2.${(++addresses % 250) + 1}` });
const startSignIn = (body: unknown, host = world.demo.host) => api.request('/v2/moodle/login_urls', { method: 'POST', host, json: body, headers: address() });
const finish = (body: unknown, host = world.demo.host) => api.request('/v2/moodle/oauth_callbacks', { method: 'POST', host, json: body, headers: address() });
const signInAs = (username: string, host = world.demo.host) => platformCallback(api, { host, trainingCenterId: center.id, username, locale: 'el' });
const accountOf = async (email: string) => (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /v2/moodle/training_centers', () => {
  it("lists the host community's centers by name, and nothing secret", async () => {
    const res = await api.request('/v2/moodle/training_centers', { host: world.demo.host });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual([{ id: center.id, name: 'Moodle du lycée' }]);
  });

  it("lists none of another community's centers on a community's host, and a named community's on a bare host", async () => {
    const mistral = await api.request('/v2/moodle/training_centers', { host: world.mistral.host });
    expect((await mistral.json()).data).toEqual([]);
    const named = await api.request('/v2/moodle/training_centers?training_center[community_url]=demo', { host: world.mistral.host });
    expect((await named.json()).data).toEqual([]);
    const bare = await api.request('/v2/moodle/training_centers?training_center[community_url]=demo', { host: 'localhost:3000' });
    expect((await bare.json()).data).toEqual([{ id: center.id, name: 'Moodle du lycée' }]);
  });
});

describe('POST /v2/moodle/training_centers', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    training_center: { name: 'Moodle académique', base_url: 'https://moodle.example.org/', client_id: 'journal', client_secret: 's3cret-value', group_ids: [world.demo.group.id], ...extra },
  });

  it('lets a community admin add a center whose secret is kept sealed and never shown', async () => {
    const { token } = await login(api, world.demo.admin.email, world.demo.host);
    const res = await api.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token, json: body() });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({ id: expect.any(Number), name: 'Moodle académique', base_url: 'https://moodle.example.org', client_id: 'journal', group_ids: [world.demo.group.id] });
    const [row] = await api.db.select().from(trainingCenters).where(eq(trainingCenters.id, data.id));
    expect(row.clientSecretSealed).not.toContain('s3cret-value');
    expect(api.deps.secrets.open(row.clientSecretSealed)).toBe('s3cret-value');
  });

  it("refuses a learner, another community's group and an address that is not http(s)", async () => {
    const learner = await login(api, world.demo.learner.email, world.demo.host);
    expect((await api.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token: learner.token, json: body() })).status).toBe(403);
    const { token } = await login(api, world.demo.admin.email, world.demo.host);
    const foreign = await api.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token, json: body({ group_ids: [world.mistral.group.id] }) });
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).errors).toEqual({ group_ids: ['must be groups of the community'] });
    const ftp = await api.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token, json: body({ base_url: 'ftp://moodle.example.org' }) });
    expect(ftp.status).toBe(422);
    expect(Object.keys((await ftp.json()).errors)).toEqual(['base_url']);
  });
});

describe('POST /v2/moodle/login_urls', () => {
  it("answers the platform's authorization address with state, nonce and an S256 PKCE challenge, keeping only the state's digest", async () => {
    const res = await startSignIn({ login_url: { training_center_id: center.id, redirect_host: world.demo.host } });
    expect(res.status).toBe(201);
    const url = new URL((await res.json()).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${platform.baseUrl}/local/oauth2/login.php`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'journal-test',
      redirect_uri: 'http://demo.localhost:3000/auth/moodle_sso_callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    const [kept] = await api.db.select().from(platformSignIns).where(eq(platformSignIns.stateHash, digestToken(query.state)));
    expect(kept).toMatchObject({ trainingCenterId: center.id, nonce: query.nonce, usedAt: null });
    expect(kept.expiresAt.getTime() - kept.createdAt.getTime()).toBeGreaterThan(9 * 60_000);
    expect(kept.expiresAt.getTime() - kept.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it("refuses to send the person back anywhere but the community's own host (no open redirect)", async () => {
    for (const redirectHost of ['evil.example', 'mistral.localhost:3000', 'demo.localhost:3000.evil.example', 'demo.localhost:4000']) {
      const res = await startSignIn({ login_url: { training_center_id: center.id, redirect_host: redirectHost } });
      expect(res.status, redirectHost).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(['redirect_host']);
    }
  });

  it("finds no center of another community, and none on a host without a community", async () => {
    const onMistral = await startSignIn({ login_url: { training_center_id: center.id, redirect_host: world.mistral.host } }, world.mistral.host);
    expect(onMistral.status).toBe(404);
    const bare = await startSignIn({ login_url: { training_center_id: center.id, redirect_host: 'localhost:3000' } }, 'localhost:3000');
    expect(bare.status).toBe(404);
  });

  it('limits the sign-ins started from one address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api.request('/v2/moodle/login_urls', { method: 'POST', host: world.demo.host, headers, json: { login_url: { training_center_id: center.id, redirect_host: world.demo.host } } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /v2/moodle/oauth_callbacks', () => {
  it("signs in a first-time platform learner as an accepted member of the center's groups, in the language chosen", async () => {
    const { code, state } = await signInAs('eleni');
    const res = await finish({ code, state });
    expect(res.status).toBe(200);
    const token = (res.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    expect(token).toMatch(/^[\w-]{43}$/);
    const body = await res.json();
    expect(body.data).toMatchObject({ email: 'eleni@platform.test', firstname: 'Ελένη', lastname: 'Παπαδοπούλου', locale: 'el', tutorial_seen: false });
    expect(body.meta.refresh_token).toEqual(expect.any(String));

    const row = await accountOf('eleni@platform.test');
    expect(row).toMatchObject({ status: 'accepted', passwordHash: null, communityAdmin: false });
    const groups = await api.db.select().from(groupMemberships).where(eq(groupMemberships.userId, row.id));
    expect(groups.map((g) => g.groupId).sort()).toEqual([world.demo.group.id, secondGroup.id].sort());
    const [membership] = await api.db.select().from(communityMemberships).where(eq(communityMemberships.userId, row.id));
    expect(membership.communityId).toBe(world.demo.community.id);
    expect(await api.db.select().from(platformAccounts).where(eq(platformAccounts.userId, row.id))).toEqual([
      expect.objectContaining({ trainingCenterId: center.id, platformUserId: '2001' }),
    ]);
    const [joined] = await api.db.select().from(activities).where(eq(activities.userId, row.id));
    expect(joined).toMatchObject({ kind: 'joinedCommunity', subjectName: 'Demo' });

    const session = await api.request('/v2/session', { host: world.demo.host, token });
    expect((await session.json()).data.email).toBe('eleni@platform.test');
  });

  it('signs the same platform account into the same account the next time', async () => {
    const first = await finish(await signInAs('sami').then(({ code, state }) => ({ code, state })));
    const again = await finish(await signInAs('sami').then(({ code, state }) => ({ code, state })));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect(await api.db.select().from(users).where(eq(users.email, 'sami@platform.test'))).toHaveLength(1);
  });

  it('refuses a replayed callback, and a used code with a fresh state', async () => {
    const used = await signInAs('noor');
    expect((await finish({ code: used.code, state: used.state })).status).toBe(200);
    const replay = await finish({ code: used.code, state: used.state });
    expect(replay.status).toBe(404);
    expect((await replay.json()).error.code).toBe('SIGN_IN_STATE_INVALID');

    const fresh = await signInAs('noor');
    const reused = await finish({ code: used.code, state: fresh.state });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe('PLATFORM_REFUSED');
    // A refused code spends nothing: the sign-in's own code still works.
    expect((await finish({ code: fresh.code, state: fresh.state })).status).toBe(200);
  });

  it('refuses a wrong or unknown state, and an expired one', async () => {
    const { code, state } = await signInAs('ines');
    const wrong = await finish({ code, state: `${state.slice(0, -4)}AAAA` });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.code).toBe('SIGN_IN_STATE_INVALID');
    await api.db.update(platformSignIns).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(platformSignIns.stateHash, digestToken(state)));
    expect((await finish({ code, state })).status).toBe(404);
    expect(await accountOf('ines@platform.test')).toBeUndefined();
  });

  it("does not open on another community's host a sign-in started on demo's, nor spend it there", async () => {
    const { code, state } = await signInAs('otto');
    expect((await finish({ code, state }, world.mistral.host)).status).toBe(404);
    expect((await finish({ code, state })).status).toBe(200);
  });

  it('never takes over an account on its e-mail alone', async () => {
    const before = await accountOf('learner@demo.test');
    const { code, state } = await signInAs('twin');
    const res = await finish({ code, state });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('PLATFORM_EMAIL_TAKEN');
    expect(await accountOf('learner@demo.test')).toEqual(before);
    expect(await api.db.select().from(platformAccounts).where(eq(platformAccounts.platformUserId, '2003'))).toEqual([]);
  });

  it('is refused by the platform when the center holds a wrong client secret, and nobody is created', async () => {
    const wrongSecret = await addTrainingCenter(api, { communityId: world.demo.community.id, baseUrl: platform.baseUrl, groupIds: [], name: 'Moodle mal configuré', clientSecret: 'not-the-secret' });
    const { code, state } = await platformCallback(api, { host: world.demo.host, trainingCenterId: wrongSecret.id, username: 'ines' });
    const res = await finish({ code, state });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('PLATFORM_REFUSED');
    expect(await accountOf('ines@platform.test')).toBeUndefined();
  });

  it('answers 502 when the platform does not answer', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await addTrainingCenter(api, { communityId: world.demo.community.id, baseUrl: `http://127.0.0.1:${port}`, groupIds: [], name: 'Moodle éteint' });
    const started = await startSignIn({ login_url: { training_center_id: down.id, redirect_host: world.demo.host } });
    const state = new URL((await started.json()).data.url).searchParams.get('state');
    const res = await finish({ code: 'any-code', state });
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('UPSTREAM_ERROR');
  });
});

describe('the ID token check', () => {
  const token = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  it('takes a token made for this client and this sign-in, and names its subject', () => {
    expect(checkIdToken(token({ sub: '7', aud: 'journal', nonce: 'n-1' }), { clientId: 'journal', nonce: 'n-1' })).toBe('7');
    expect(checkIdToken(token({ sub: '7', aud: ['other', 'journal'], nonce: 'n-1' }), { clientId: 'journal', nonce: 'n-1' })).toBe('7');
  });
  it("refuses another sign-in's nonce, another client's audience and an unreadable token", () => {
    expect(() => checkIdToken(token({ sub: '7', aud: 'journal', nonce: 'n-2' }), { clientId: 'journal', nonce: 'n-1' })).toThrow(/not made for this sign-in/);
    expect(() => checkIdToken(token({ sub: '7', aud: 'other', nonce: 'n-1' }), { clientId: 'journal', nonce: 'n-1' })).toThrow(/not made for this sign-in/);
    expect(() => checkIdToken('not-a-token', { clientId: 'journal', nonce: 'n-1' })).toThrow(/unreadable/);
  });
});
