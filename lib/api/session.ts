
import type { TLoginCredentials } from '@/lib/validation/user';
import { browserApi, createApiClient } from './client';
import { ApiError, AppError, wrapAs } from './errors';
import type { TUser } from '@/lib/validation/user';

/**
 * The browser signs in through the web front end's own /api/session route, which keeps the
 * token in an httpOnly cookie: page scripts never hold it (spec: "tokens persisted locally"
 * becomes "persisted in a cookie the page cannot read").
 */
const sessionRoute = () => createApiClient({ baseURL: '/api/session' });

export async function login(credentials: TLoginCredentials): Promise<TUser> {
  return wrapAs('LOGIN_ERROR', async () => (await sessionRoute().post<{ data: TUser }>('', { user: credentials })).data.data);
}

export async function logout(): Promise<void> {
  return wrapAs('LOGOUT_ERROR', async () => {
    await sessionRoute().delete('');
  });
}

/** POST /api/session/refresh: the refresh token's cookie opens a new session (the web route keeps both tokens). */
export async function refreshSession(): Promise<TUser> {
  return wrapAs('REFRESH_TOKEN_ERROR', async () => (await sessionRoute().post<{ data: TUser }>('/refresh')).data.data);
}

export async function fetchSessionUser(): Promise<TUser> {
  return (await browserApi().get<{ data: TUser }>('/session')).data.data;
}

/** Used by the /api/session route on the server: the backend's answer must carry the token (spec §5). */
export async function loginAgainstBackend(baseURL: string, credentials: TLoginCredentials, forwardedHeaders: Record<string, string>) {
  const client = createApiClient({ baseURL, headers: forwardedHeaders });
  const response = await wrapAs('LOGIN_ERROR', () =>
    client.post<{ data: TUser; meta: { refreshToken: string; expiresAt: string } }>('/login', { user: credentials }),
  );
  const header = response.headers['authorization'];
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : '';
  if (!token) throw new AppError('NO_TOKEN_ERROR');
  return { token, refreshToken: response.data.meta.refreshToken, expiresAt: response.data.meta.expiresAt, user: response.data.data };
}

export async function logoutAgainstBackend(baseURL: string, token: string, forwardedHeaders: Record<string, string>) {
  const client = createApiClient({ baseURL, headers: { ...forwardedHeaders, authorization: `Bearer ${token}` } });
  try {
    await client.delete('/logout');
  } catch (error) {
    // An already revoked or expired token is logged out all the same.
    if (!(ApiError.from(error).status === 401)) throw new AppError('LOGOUT_ERROR', ApiError.from(error));
  }
}

