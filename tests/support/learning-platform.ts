import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';

export type PlatformAccount = { username: string; id: string; email: string; firstname: string; lastname: string };
export type PlatformClient = { clientId: string; clientSecret: string; redirectUris: string[] };
export type LearningPlatform = { baseUrl: string; close(): Promise<void> };

/** Moodle's local_oauth2 plugin answers below the site's root; oidc-provider's routes are set to its file names. */
const PLUGIN_PATH = '/local/oauth2';
const ROUTES = { authorization: '/login.php', token: '/token.php', userinfo: '/user_info.php', jwks: '/jwks.php' };

/**
 * oidc-provider's storage, in memory and one per platform: the built-in one prints a "you MUST
 * change it" warning at every start. `consume` is what makes a code single-use (the provider
 * refuses a consumed code and revokes what it gave), and the provider checks expiry itself.
 */
function memoryAdapter() {
  const rows = new Map<string, AdapterPayload>();
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload) {
        rows.set(key(id), { ...payload });
      },
      async find(id) {
        return rows.get(key(id));
      },
      async findByUid(uid) {
        for (const [stored, payload] of rows) if (stored.startsWith(`${model}:`) && payload.uid === uid) return payload;
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = rows.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        rows.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [stored, payload] of rows) if (payload.grantId === grantId) rows.delete(stored);
      },
    };
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(body: string) {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Moodle</title>
<style>body{font-family:sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}
input,button{display:block;width:100%;margin:.5rem 0;padding:.5rem;box-sizing:border-box}
button{background:#0f6cbf;color:#fff;border:0}[role=alert]{color:#b00}</style></head>
<body>${body}</body>
</html>`;
}

function loginPage(uid: string, error?: string) {
  return page(`<h1>Moodle</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required>
<button type="submit">Log in</button>
</form>`);
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

function createProvider(issuer: string, clients: PlatformClient[], accounts: PlatformAccount[]) {
  // oidc-provider's default id_token_signed_response_alg is RS256, so the signing key is RSA.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'moodle-signing', alg: 'RS256', use: 'sig' }] },
    routes: ROUTES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Cookies are signed with these keys. They are marked Secure only when the request came over
    // https (koa's ctx.secure), so plain http on loopback needs no `proxy` or cookie option.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Scope-bound claims only reach user_info.php: with these, it answers OpenID's names and Moodle's
    // own (id, username, firstname, lastname). The ID token keeps to sub, nonce and the protocol
    // claims (conformIdTokenClaims, the default), which is all the product reads from it.
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['given_name', 'family_name', 'id', 'username', 'firstname', 'lastname'],
    },
    findAccount(_ctx, sub) {
      const account = byId.get(sub);
      if (!account) return undefined;
      const { id, username, email, firstname, lastname } = account;
      const claims = { sub: id, id, username, email, firstname, lastname, given_name: firstname, family_name: lastname };
      return { accountId: id, claims: () => claims };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // Set explicitly: each default below prints a "you SHOULD change it" notice the first time it is used.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(`<h1>Error</h1><p role="alert">${escapeHtml(`${out.error}: ${out.error_description ?? ''}`)}</p>`);
    },
  };
  return new Provider(issuer, configuration);
}

/** GET /interaction/:uid shows the login form, POST …/login checks the username; a consent prompt is granted at once. */
async function interaction(
  provider: Provider,
  accounts: PlatformAccount[],
  { request, response, uid, submitted }: { request: IncomingMessage; response: ServerResponse; uid: string; submitted: boolean },
) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return send(response, 400, page('<p role="alert">This login request is not yours.</p>'));
  if (details.prompt.name === 'consent' && details.session) {
    // The person is taken to have agreed: grant exactly what the provider says is missing.
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant = new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }
  const prompt = escapeHtml(details.prompt.name);
  if (prompt !== 'login') return send(response, 400, page(`<p role="alert">Unexpected prompt: ${prompt}</p>`));
  if (!submitted) return send(response, 200, loginPage(uid));
  const username = (await readForm(request)).get('username')?.trim() ?? '';
  const account = accounts.find((candidate) => candidate.username === username);
  // Moodle's own wording for a failed login.
  if (!account) return send(response, 200, loginPage(uid, 'Invalid login, please try again'));
  await provider.interactionFinished(request, response, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
}

export type LearningPlatformOptions = { port?: number; clients: PlatformClient[]; accounts: PlatformAccount[] };

/**
 * A real OAuth 2 / OpenID Connect server (oidc-provider) on loopback, standing in for a Moodle
 * site with local_oauth2: the plugin's paths, client_secret_post, PKCE S256 for every client,
 * single-use codes, and user_info.php answering Moodle's field names beside OpenID's. Its own
 * login page (`/interaction/:uid`) asks for a username only; consent is granted without a page.
 * Also answers GET /health, for Playwright to wait on.
 */
export async function startLearningPlatform(options: LearningPlatformOptions): Promise<LearningPlatform> {
  const { port = 0, clients, accounts } = options;
  // The issuer holds the port, so the provider is made once the server listens (nobody knows the address before).
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createProvider(`${baseUrl}${PLUGIN_PATH}`, clients, accounts);
  const callback = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/health') return void response.end('ok');
    const interactionPath = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interactionPath) {
      const submitted = Boolean(interactionPath[2]);
      if (request.method !== (submitted ? 'POST' : 'GET')) return void response.writeHead(405).end();
      // A missing or stale interaction cookie is the usual failure: say so on the page.
      return void interaction(provider, accounts, { request, response, uid: interactionPath[1], submitted }).catch((error: Error) => {
        if (!response.headersSent) send(response, 400, page(`<p role="alert">${escapeHtml(`${error.name}: ${error.message}`)}</p>`));
      });
    }
    if (!url.pathname.startsWith(`${PLUGIN_PATH}/`)) return void response.writeHead(404).end();
    // Mounted below the plugin's folder: the provider sees its own routes and finds its mount path in originalUrl.
    Object.assign(request, { originalUrl: request.url, url: url.pathname.slice(PLUGIN_PATH.length) + url.search });
    callback(request, response);
  });

  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The cookies a browser would keep for the platform: name → value, paths and expiry ignored but for removals. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';');
    const name = pair.slice(0, pair.indexOf('=')).trim();
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    const removed = !value || attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
    if (removed) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * Drives the platform's login as a browser would (fetch, manual redirects, its own cookie jar):
 * opens authorizationUrl, submits the login form with `username`, follows the platform's
 * redirects (consent is granted automatically) and returns the URL the platform finally
 * redirects to on the client's site (the redirect_uri with ?code&state, or with ?error).
 * It does NOT request that final URL.
 */
export async function signInAtPlatform(authorizationUrl: string, username: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const { origin } = url;
  let form: URLSearchParams | undefined;
  let submitted = false;
  for (let step = 0; step < 12; step++) {
    const headers: Record<string, string> = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form, redirect: 'manual' });
    keepCookies(jar, response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status === 200 && action && !submitted) {
      url = new URL(action.replace(/&amp;/g, '&'), url);
      form = new URLSearchParams({ username });
      submitted = true;
      continue;
    }
    const snippet = html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
    throw new Error(`The learning platform answered ${response.status} at ${url.pathname} instead of sending the browser back: ${snippet}`);
  }
  throw new Error(`The learning platform kept redirecting from ${authorizationUrl}`);
}
