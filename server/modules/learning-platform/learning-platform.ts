import 'server-only';
import { z } from 'zod';
import { DomainError, upstreamUnavailable } from '../../platform/errors';
import { checkOutboundAddress, RefusedAddressError, type OutboundPolicy } from '../../platform/outbound-address';
import { outboundRequest } from '../../platform/outbound-request';
import { log } from '../../platform/logger';

/**
 * What the product says to a learning platform: a Moodle site with the local_oauth2 plugin
 * (Moodle has no OAuth provider in core). The plugin's paths are fixed below the site's address;
 * the code flow is the plugin's, with PKCE and an OpenID nonce on top.
 */
const PATHS = { authorize: '/local/oauth2/login.php', token: '/local/oauth2/token.php', userInfo: '/local/oauth2/user_info.php' };
const SCOPE = 'openid profile email';
const TIMEOUT_MS = 10_000;

export type PlatformClient = { baseUrl: string; clientId: string; clientSecret: string };
export type PlatformPerson = { id: string; email: string; firstname: string; lastname: string };

/** The platform said no (a code used twice, a wrong client secret, a token it does not know): the person starts again. */
export const platformRefused = (message: string) => new DomainError('unauthenticated', 'PLATFORM_REFUSED', message);

export function authorizationUrl(client: Omit<PlatformClient, 'clientSecret'>, request: { redirectUri: string; state: string; nonce: string; codeChallenge: string }) {
  const url = new URL(`${client.baseUrl}${PATHS.authorize}`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: request.redirectUri,
    scope: SCOPE,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * Every way of not reaching the platform reads the same to the person signing in: a refused
 * address, a closed port, a timeout, a server that does not talk OAuth. Telling them apart
 * would let anyone signed out map the network around the backend through a center's address.
 */
const unreachable = () => upstreamUnavailable('The learning platform could not be reached');

/** An address refused at connection time is a configuration the operator should hear of; the person is told no more. */
function unreachableFor(error: unknown) {
  if (error instanceof RefusedAddressError) log.warn({ reason: error.message }, 'Learning platform sign-in refused an address');
  return unreachable();
}

/** Refuses a center whose address fails the outbound check now, before the person is sent there. */
export async function checkPlatformAddress(baseUrl: string, policy: OutboundPolicy) {
  try {
    await checkOutboundAddress(baseUrl, policy);
  } catch (error) {
    throw unreachableFor(error);
  }
}

async function call(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }, policy: OutboundPolicy) {
  let answer: { status: number; text: string };
  try {
    answer = await outboundRequest(url, { ...init, timeoutMs: TIMEOUT_MS }, policy);
  } catch (error) {
    throw unreachableFor(error);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(answer.text);
  } catch {
    // Not JSON: judged by its status alone below.
  }
  return { status: answer.status, body };
}

/** RFC 6749 §5.2: a token endpoint that refuses answers 400 or 401 with a JSON `error`; anything else is not a platform refusing. */
const ZOAuthError = z.object({ error: z.string() });
const isOAuthRefusal = (status: number, body: unknown) => (status === 400 || status === 401) && ZOAuthError.safeParse(body).success;

const ZTokens = z.object({ access_token: z.string().min(1), id_token: z.string().optional() });

export async function exchangeCode(client: PlatformClient, grant: { code: string; redirectUri: string; codeVerifier: string }, policy: OutboundPolicy) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: grant.codeVerifier,
  });
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const { status, body } = await call(`${client.baseUrl}${PATHS.token}`, { method: 'POST', headers, body: form.toString() }, policy);
  const tokens = ZTokens.safeParse(body);
  if (isOAuthRefusal(status, body)) throw platformRefused('The learning platform refused the sign-in');
  if (status !== 200 || !tokens.success) throw unreachable();
  return { accessToken: tokens.data.access_token, idToken: tokens.data.id_token };
}

const ZClaims = z.object({ sub: z.string(), aud: z.union([z.string(), z.array(z.string())]), nonce: z.string().optional() });

/**
 * The ID token came straight from the token endpoint over the connection we opened, so OpenID
 * Connect Core §3.1.3.7 lets the connection stand for its signature; what must still be checked
 * is that it was made for this client and this sign-in (audience and nonce). A plugin without
 * OpenID sends none, and the state and PKCE verifier alone tie the code to the sign-in.
 */
export function checkIdToken(idToken: string, expected: { clientId: string; nonce: string }): string {
  let claims: z.infer<typeof ZClaims>;
  try {
    claims = ZClaims.parse(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')));
  } catch {
    throw platformRefused('The learning platform sent an unreadable ID token');
  }
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (!audiences.includes(expected.clientId) || claims.nonce !== expected.nonce) throw platformRefused('The ID token was not made for this sign-in');
  return claims.sub;
}

const ZIdentifier = z.union([z.string().min(1).max(200), z.number().int()]).transform(String);
const ZName = z.string().trim().max(100).optional();
/** OpenID's names, or Moodle's own (user_info.php answers id, firstname, lastname). */
const ZUserInfo = z.object({
  sub: ZIdentifier.optional(),
  id: ZIdentifier.optional(),
  email: z.email().max(254),
  given_name: ZName,
  family_name: ZName,
  firstname: ZName,
  lastname: ZName,
});

export async function readPerson(client: PlatformClient, accessToken: string, policy: OutboundPolicy): Promise<PlatformPerson> {
  const { status, body } = await call(
    `${client.baseUrl}${PATHS.userInfo}`,
    { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    policy,
  );
  if (status >= 500) throw unreachable();
  const info = ZUserInfo.safeParse(body);
  const id = info.success ? (info.data.sub ?? info.data.id) : undefined;
  if (status !== 200 || !info.success || !id) throw platformRefused('The learning platform did not say who signed in');
  const { email, given_name, family_name, firstname, lastname } = info.data;
  return { id, email: email.toLowerCase(), firstname: given_name || firstname || email.split('@')[0], lastname: family_name || lastname || '' };
}
