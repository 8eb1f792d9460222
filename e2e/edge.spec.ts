import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, E2E, STORAGE } from './support/hosts';
import { jpegOfSize } from './support/images';
import { rawRequest } from './support/raw-request';

// Issue 7: what the web server's edge shows and lets through, checked with raw HTTP requests.
const host = new URL(E2E.demo).host;
const origin = `http://${host}`;

test.describe('signed in as the learner', () => {
  test.use({ storageState: STORAGE.learner });
  let cookie = '';
  test.beforeEach(async ({ context }) => {
    cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  });

  test("the spec's GET /v2/journal_items/ answers through /api as written, without a redirect", async () => {
    const answer = await rawRequest({ method: 'GET', path: '/api/v2/journal_items/', host, headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.data.paginated_results)).toBe(true);
  });

  test("a client cannot pass itself off as someone else with the proxy's session hand-off header", async () => {
    const forged = { id: 1, firstname: 'Mallory', lastname: 'Forged', email: 'admin@demo.example', communityAdmin: true, active: true };
    const page = await rawRequest({
      method: 'GET',
      path: '/',
      host,
      headers: { cookie, 'x-session-user': Buffer.from(JSON.stringify(forged)).toString('base64') },
    });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(ACCOUNTS.learner.firstname);
    expect(String(page.body)).not.toContain('Mallory');
  });

  test("the web server answers the load balancer's request id, and replaces a malformed one", async () => {
    const given = await rawRequest({ method: 'GET', path: '/api/v2/session', host, headers: { cookie, 'x-request-id': 'lb-e2e.7' } });
    expect(given.status).toBe(200);
    expect(given.headers['x-request-id']).toBe('lb-e2e.7');
    const page = await rawRequest({ method: 'GET', path: '/', host, headers: { cookie, 'x-request-id': 'bad id\twith tab' } });
    expect(page.status).toBe(200);
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('no /api answer names the internal backend', async () => {
    const answer = await rawRequest({ method: 'GET', path: '/api/v2/session', host, headers: { cookie } });
    expect(answer.status).toBe(200);
    const leaks = Object.entries(answer.headers).filter(([name, value]) => name === 'x-middleware-rewrite' || String(value).includes(`:${E2E.apiPort}`));
    expect(leaks).toEqual([]);
  });
});

// Liam's journal: no other test writes to it, so "nothing written" can be checked exactly.
test.describe('bodies at and over the forwarding limit', () => {
  test.describe.configure({ mode: 'serial' });
  let cookie = '';
  test.beforeAll(async () => {
    const login = await rawRequest({
      method: 'POST',
      path: '/api/session',
      host,
      headers: { origin },
      body: { user: { email: ACCOUNTS.learnerEn.email, password: DEMO_PASSWORD } },
    });
    expect(login.status).toBe(200);
    cookie = (login.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  });
  const journal = async () => (await rawRequest({ method: 'GET', path: '/api/v2/journal_items/', host, headers: { cookie } })).body.data;

  test('a body declared larger than the limit is refused at once with 413, and nothing is written', async () => {
    const before = await journal();
    const startedAt = Date.now();
    // Only the start of the body is sent: the answer must not wait for the rest.
    const answer = await rawRequest({
      method: 'POST',
      path: '/api/v2/experiences',
      host,
      headers: { cookie, origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(13 * 1024 * 1024) },
      rawBody: Buffer.alloc(64 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await journal()).toEqual(before);
  });

  test('a picture at the documented cap reaches the backend and is stored', async () => {
    const form = new FormData();
    form.append('experience', JSON.stringify({ date: new Date().toISOString(), sharing_parameters: 'private', description: 'Photo à la taille maximale' }));
    form.append('experience[picture]', new Blob([new Uint8Array(await jpegOfSize(PICTURE_MAX_BYTES))], { type: 'image/jpeg' }), 'max.jpg');
    const encoded = new Request('http://encoder.invalid', { method: 'POST', body: form });
    const rawBody = Buffer.from(await encoded.arrayBuffer());
    expect(rawBody.length).toBeGreaterThan(PICTURE_MAX_BYTES);
    const answer = await rawRequest({
      method: 'POST',
      path: '/api/v2/experiences',
      host,
      headers: { cookie, origin, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(rawBody.length) },
      rawBody,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.description).toBe('Photo à la taille maximale');
  });
});

test('pages keep their trailing-slash redirect, query included', async () => {
  const answer = await rawRequest({ method: 'GET', path: '/en/auth/?from=link', host });
  expect(answer.status).toBe(308);
  expect(answer.headers.location).toMatch(/\/en\/auth\?from=link$/);
});

test('pages carry a strict Content-Security-Policy with a fresh nonce that their scripts bear', async () => {
  const nonces = [];
  for (let i = 0; i < 2; i += 1) {
    const answer = await rawRequest({ method: 'GET', path: '/auth/login/form', host });
    expect(answer.status).toBe(200);
    const policy = String(answer.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'", "img-src 'self' data: blob:"]) {
      expect(policy).toContain(directive);
    }
    const scripts = [...String(answer.body).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
