
import type { TLoginCredentials } from '@/lib/shared/validation/user';
import { browserApi } from './browser-client';
import type { TClientOptions } from './client';
import { ApiError, AppError, wrapAs, type TAuthErrorCode } from './errors';
import type { TUser } from '@/lib/shared/validation/user';
import type { TOauthCallback } from '@/lib/shared/validation/training-center';

/**
 * The browser signs in through the web front end's own /api/session route, which keeps the
 * token in an httpOnly cookie: page scripts never hold it (spec: "tokens persisted locally"
 * becomes "persisted in a cookie the page cannot read").
 */
const sessionRoute = () => createApiClient({ baseURL: '/api/session' });

/** axios loads with the first call: the login page's first load does without it. */
async function createApiClient(options: TClientOptions) {
  return (await import('./client')).createApiClient(options);
}

export async function login(credentials: TLoginCredentials): Promise<TUser> {
  return wrapAs('LOGIN_ERROR', async () => (await (await sessionRoute()).post<{ data: TUser }>('', { user: credentials })).data.data);
}

export async function logout(): Promise<void> {
  return wrapAs('LOGOUT_ERROR', async () => {
    await (await sessionRoute()).delete('');
  });
}

/** POST /api/session/platform: the page the platform sent the person back to hands over its code and state. */
export async function finishPlatformSignIn(callback: TOauthCallback): Promise<TUser> {
  return wrapAs('PLATFORM_SIGN_IN_ERROR', async () => (await (await sessionRoute()).post<{ data: TUser }>('/platform', callback)).data.data);
}

/** POST /api/session/refresh: the refresh token's cookie opens a new session (the web route keeps both tokens). */
export async function refreshSession(): Promise<TUser> {
  return wrapAs('REFRESH_TOKEN_ERROR', async () => (await (await sessionRoute()).post<{ data: TUser }>('/refresh')).data.data);
}

export async function fetchSessionUser(): Promise<TUser> {
  return (await browserApi().get<{ data: TUser }>('/session')).data.data;
}

type TBackendSession = { token: string; refreshToken: string; expiresAt: string; user: TUser };

/** Used by the /api/session routes on the server: the backend's answer must carry the token (spec §5). */
async function openBackendSession(baseURL: string, path: string, body: unknown, forwardedHeaders: Record<string, string>, code: TAuthErrorCode): Promise<TBackendSession> {
  const client = await createApiClient({ baseURL, headers: forwardedHeaders });
  const response = await wrapAs(code, () => client.post<{ data: TUser; meta: { refreshToken: string; expiresAt: string } }>(path, body));
  const header = response.headers['authorization'];
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : '';
  if (!token) throw new AppError('NO_TOKEN_ERROR');
  return { token, refreshToken: response.data.meta.refreshToken, expiresAt: response.data.meta.expiresAt, user: response.data.data };
}

export const loginAgainstBackend = (baseURL: string, credentials: TLoginCredentials, forwardedHeaders: Record<string, string>) =>
  openBackendSession(baseURL, '/login', { user: credentials }, forwardedHeaders, 'LOGIN_ERROR');

/** POST /v2/moodle/oauth_callbacks (spec §7): the platform's code and state open a session as a sign-in does. */
export const platformSignInAgainstBackend = (baseURL: string, callback: TOauthCallback, forwardedHeaders: Record<string, string>) =>
  openBackendSession(baseURL, '/moodle/oauth_callbacks', callback, forwardedHeaders, 'PLATFORM_SIGN_IN_ERROR');

export async function logoutAgainstBackend(baseURL: string, token: string, forwardedHeaders: Record<string, string>) {
  const client = await createApiClient({ baseURL, headers: { ...forwardedHeaders, authorization: `Bearer ${token}` } });
  try {
    await client.delete('/logout');
  } catch (error) {
    // An already revoked or expired token is logged out all the same.
    if (!(ApiError.from(error).status === 401)) throw new AppError('LOGOUT_ERROR', ApiError.from(error));
  }
}

