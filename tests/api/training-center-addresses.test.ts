import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCenters } from '@/server/db/schema';
import { outboundPolicy } from '@/server/platform/outbound-address';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { fakeResolver } from '../support/fake-resolver';
import { addTrainingCenter } from '../support/training-centers';

// A training center's address must lead to a public https site, checked on save and at every
// connection; a sign-in through one that does not answers as any unreachable platform, so that
// nobody signed out learns anything of the network around the backend.

/** The rebind names are public to a first lookup, then loopback (DNS rebinding). */
const names = fakeResolver({
  'moodle.school.test': [['203.0.113.10']],
  'rebind.school.test': [['203.0.113.10'], ['127.0.0.1']],
  'rebind-again.school.test': [['203.0.113.10'], ['127.0.0.1']],
  localhost: [['127.0.0.1', '::1']],
});
let strict: TestApi;
let local: TestApi;
let world: TwoCommunities;
let localWorld: TwoCommunities;
let adminToken: string;
let sequence = 0;

/** A loopback server that counts the connections it receives: none may come from a refused address. */
const listeners: Server[] = [];
async function listen(server: Server) {
  listeners.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  strict = await startTestApi({ deps: { platformAddresses: outboundPolicy(false, names.resolve) } });
  world = await buildTwoCommunities(strict);
  adminToken = (await login(strict, world.demo.admin.email, world.demo.host)).token;
  // The development setting, as the other API tests and the e2e suite run.
  local = await startTestApi();
  localWorld = await buildTwoCommunities(local);
});
afterAll(async () => {
  for (const server of listeners) server.close();
  await Promise.all([strict.close(), local.close()]);
});

const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++sequence % 250) + 1}` });
const body = (baseUrl: string) => ({
  training_center: { name: 'Moodle', base_url: baseUrl, client_id: 'journal', client_secret: 'client-secret', group_ids: [world.demo.group.id] },
});

describe('saving an address', () => {
  const REFUSED = [
    ['http://moodle.example.org', 'must be an https address'],
    ['https://user:pw@moodle.example.org', 'must not carry a user name or password'],
    ['https://127.0.0.1:4300', 'must lead to a public address, not a local or private network'],
    ['https://[::1]:4300', 'must lead to a public address, not a local or private network'],
    ['https://[::ffff:127.0.0.1]', 'must lead to a public address, not a local or private network'],
    ['https://169.254.169.254', 'must lead to a public address, not a local or private network'],
    ['https://10.1.2.3', 'must lead to a public address, not a local or private network'],
    ['https://[fd00::1]', 'must lead to a public address, not a local or private network'],
    ['https://localhost:4300', 'must lead to a public address, not a local or private network'],
  ];

  it.each(REFUSED)('refuses %s with a field error, and keeps nothing', async (baseUrl, message) => {
    const res = await strict.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token: adminToken, json: body(baseUrl) });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ base_url: [message] });
    expect(await strict.db.select().from(trainingCenters)).toEqual([]);
  });

  it('refuses the same addresses on an edit, which then changes nothing', async () => {
    const center = await addTrainingCenter(strict, { communityId: world.demo.community.id, baseUrl: 'https://moodle.example.org', groupIds: [] });
    for (const [baseUrl] of REFUSED) {
      const res = await strict.request(`/v2/moodle/training_centers/${center.id}`, { method: 'PATCH', host: world.demo.host, token: adminToken, json: { training_center: { name: 'Changed', base_url: baseUrl } } });
      expect(res.status, baseUrl).toBe(422);
    }
    const [row] = await strict.db.select().from(trainingCenters).where(eq(trainingCenters.id, center.id));
    expect(row).toMatchObject({ name: 'Moodle du lycée', baseUrl: 'https://moodle.example.org' });
    await strict.db.delete(trainingCenters);
  });

  it('accepts a public https address, and http or loopback only under the development setting', async () => {
    expect((await strict.request('/v2/moodle/training_centers', { method: 'POST', host: world.demo.host, token: adminToken, json: body('https://moodle.school.test/') })).status).toBe(201);
    const { token } = await login(local, localWorld.demo.admin.email, localWorld.demo.host);
    const localBody = { training_center: { ...body('http://127.0.0.1:4300').training_center, group_ids: [localWorld.demo.group.id] } };
    expect((await local.request('/v2/moodle/training_centers', { method: 'POST', host: localWorld.demo.host, token, json: localBody })).status).toBe(201);
    await strict.db.delete(trainingCenters);
  });
});

/** Starts a sign-in at the center and sends back a code: the answer of the callback. */
async function signInThrough(api: TestApi, communities: TwoCommunities, baseUrl: string) {
  const center = await addTrainingCenter(api, { communityId: communities.demo.community.id, baseUrl, groupIds: [], name: `Moodle ${++sequence}` });
  const started = await api.request('/v2/moodle/login_urls', {
    method: 'POST',
    host: communities.demo.host,
    headers: headers(),
    json: { login_url: { training_center_id: center.id, redirect_host: communities.demo.host } },
  });
  if (started.status !== 201) return started;
  const state = new URL((await started.json()).data.url).searchParams.get('state');
  return api.request('/v2/moodle/oauth_callbacks', { method: 'POST', host: communities.demo.host, headers: headers(), json: { code: 'any-code', state } });
}

const UNREACHABLE = { error: { code: 'UPSTREAM_ERROR', message: 'The learning platform could not be reached' } };

describe('signing in through a refused address', () => {
  it('refuses at the start a center saved with a loopback address, sending nobody there', async () => {
    let connections = 0;
    const port = await listen(createTcpServer((socket) => (connections++, socket.destroy())));
    for (const baseUrl of [`https://127.0.0.1:${port}`, `https://localhost:${port}`, `http://moodle.example.org`]) {
      const res = await signInThrough(strict, world, baseUrl);
      expect(res.status, baseUrl).toBe(502);
      expect(await res.json()).toEqual(UNREACHABLE);
    }
    expect(connections).toBe(0);
  });

  it('checks again when connecting: a name that turns to loopback after the start (DNS rebinding) gets no request, and no secret', async () => {
    let connections = 0;
    const port = await listen(createTcpServer((socket) => (connections++, socket.destroy())));
    const res = await signInThrough(strict, world, `https://rebind.school.test:${port}`);
    expect(names.asked['rebind.school.test']).toBe(2);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(UNREACHABLE);
    expect(connections).toBe(0);
  });
});

describe('the answer when the platform cannot be reached', () => {
  it('is the same for a closed port, a web server that is not a platform, a port that does not speak HTTP and a refused address', async () => {
    const closed = await listen(createTcpServer());
    await new Promise<void>((resolve) => listeners.pop()!.close(() => resolve()));
    const web = await listen(createHttpServer((_request, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')) as unknown as Server);
    const webOk = await listen(createHttpServer((_request, response) => response.end('<!doctype html><title>Intranet</title>')) as unknown as Server);
    const notHttp = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')));

    const answers = [
      await signInThrough(local, localWorld, `http://127.0.0.1:${closed}`),
      await signInThrough(local, localWorld, `http://127.0.0.1:${web}`),
      await signInThrough(local, localWorld, `http://127.0.0.1:${webOk}`),
      await signInThrough(local, localWorld, `http://127.0.0.1:${notHttp}`),
      await signInThrough(strict, world, `https://rebind-again.school.test:${webOk}`),
    ];
    expect(answers.map((res) => res.status)).toEqual([502, 502, 502, 502, 502]);
    for (const res of answers) expect(await res.json()).toEqual(UNREACHABLE);
  });
});
