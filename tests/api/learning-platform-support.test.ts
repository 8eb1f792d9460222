import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtPlatform, startLearningPlatform, type LearningPlatform } from '../support/learning-platform';

// The stand-in for a Moodle site with the local_oauth2 plugin that the platform sign-in tests run
// against. Issue 9: "Test against a real OAuth 2 / OpenID server on loopback — oidc-provider
// (panva) … can mount the plugin's paths". These tests hold it to that: it checks the client
// secret, the redirect_uri, PKCE and single-use codes, and answers Moodle's user_info.php fields.

const CLIENT = {
  clientId: 'journal-test',
  clientSecret: 'moodle-test-secret',
  redirectUris: ['http://demo.localhost:3000/auth/moodle_sso_callback'],
};
const ACCOUNT = { username: 'eleni', id: '4242', email: 'eleni@platform.test', firstname: 'Ελένη', lastname: 'Παπαδοπούλου' };

let platform: LearningPlatform;
beforeAll(async () => {
  platform = await startLearningPlatform({ clients: [CLIENT], accounts: [ACCOUNT] });
});
afterAll(() => platform?.close());

const random = () => randomBytes(32).toString('base64url');

/** An authorization request as the product builds one; `challenge: false` leaves PKCE out. */
function authorizationRequest({ redirectUri = CLIENT.redirectUris[0], challenge = true } = {}) {
  const state = random();
  const nonce = random();
  const verifier = random();
  const url = new URL(`${platform.baseUrl}/local/oauth2/login.php`);
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state,
    nonce,
    ...(challenge && { code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' }),
  }).toString();
  return { url: url.toString(), state, nonce, verifier };
}

async function signIn() {
  const request = authorizationRequest();
  const back = await signInAtPlatform(request.url, ACCOUNT.username);
  return { ...request, back, code: back.searchParams.get('code') ?? '' };
}

function exchange(code: string, { verifier, clientSecret = CLIENT.clientSecret }: { verifier: string; clientSecret?: string }) {
  return fetch(`${platform.baseUrl}/local/oauth2/token.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CLIENT.redirectUris[0],
      client_id: CLIENT.clientId,
      client_secret: clientSecret,
      code_verifier: verifier,
    }),
  });
}

const readUserInfo = (accessToken: string) =>
  fetch(`${platform.baseUrl}/local/oauth2/user_info.php`, { headers: { authorization: `Bearer ${accessToken}` } });

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('the learning platform stand-in (Moodle + local_oauth2)', () => {
  it("publishes the plugin's paths below the site's root", async () => {
    const response = await fetch(`${platform.baseUrl}/local/oauth2/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: `${platform.baseUrl}/local/oauth2`,
      authorization_endpoint: `${platform.baseUrl}/local/oauth2/login.php`,
      token_endpoint: `${platform.baseUrl}/local/oauth2/token.php`,
      userinfo_endpoint: `${platform.baseUrl}/local/oauth2/user_info.php`,
      jwks_uri: `${platform.baseUrl}/local/oauth2/jwks.php`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('signs a person in, gives tokens for the code once, and tells who signed in with OpenID and Moodle field names', async () => {
    const { back, code, state, nonce, verifier } = await signIn();
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUris[0]);
    expect(code).not.toBe('');
    expect(back.searchParams.get('state')).toBe(state);

    const tokens = await exchange(code, { verifier });
    expect(tokens.status).toBe(200);
    const body = await tokens.json();
    expect(body.access_token).toEqual(expect.any(String));
    const idToken = payloadOf(body.id_token);
    expect(idToken).toMatchObject({ iss: `${platform.baseUrl}/local/oauth2`, aud: CLIENT.clientId, sub: ACCOUNT.id, nonce });

    const userInfo = await readUserInfo(body.access_token);
    expect(userInfo.status).toBe(200);
    expect(await userInfo.json()).toEqual({
      sub: ACCOUNT.id,
      email: ACCOUNT.email,
      given_name: ACCOUNT.firstname,
      family_name: ACCOUNT.lastname,
      id: ACCOUNT.id,
      username: ACCOUNT.username,
      firstname: ACCOUNT.firstname,
      lastname: ACCOUNT.lastname,
    });

    const replayed = await exchange(code, { verifier });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).error).toBe('invalid_grant');
    // A replayed code also revokes what it gave (RFC 6749 §4.1.2).
    const afterReplay = await readUserInfo(body.access_token);
    expect(afterReplay.status).toBe(401);
  });

  it('refuses a wrong client secret, and the code still works with the right one', async () => {
    const { code, verifier } = await signIn();
    const refused = await exchange(code, { verifier, clientSecret: 'not-the-secret' });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('invalid_client');
    expect((await exchange(code, { verifier })).status).toBe(200);
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const { code } = await signIn();
    const refused = await exchange(code, { verifier: random() });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('invalid_grant');
  });

  it('requires PKCE: a request without a code challenge comes back with an error, not a code', async () => {
    const { url, state } = authorizationRequest({ challenge: false });
    const back = await signInAtPlatform(url, ACCOUNT.username);
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUris[0]);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('never sends the person to a redirect_uri the client did not register', async () => {
    const { url } = authorizationRequest({ redirectUri: 'http://evil.localhost:3000/auth/moodle_sso_callback' });
    await expect(signInAtPlatform(url, ACCOUNT.username)).rejects.toThrow(/answered 400 .*redirect_uri/);
  });

  it('does not sign in a username it does not know', async () => {
    await expect(signInAtPlatform(authorizationRequest().url, 'nobody')).rejects.toThrow(/answered 200 .*Invalid login, please try again/);
  });
});
