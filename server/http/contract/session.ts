import 'server-only';
import { z } from 'zod';
import { ZLoginRequest, ZRefreshRequest, ZSessionMeta, ZUser } from '@/lib/shared/validation/user';
import { data, empty, json, operation } from '../operation';

export const sessionContract = [
  operation({
    method: 'post',
    path: '/v2/login',
    summary: 'Sign in on the community of the request host; the token is in the Authorization header',
    access: 'public',
    body: { kind: 'json', schema: ZLoginRequest },
    responses: {
      200: json(z.object({ data: ZUser, meta: ZSessionMeta }), 'Signed in: the user, and the refresh token'),
      401: 'INVALID_CREDENTIALS',
      403: 'COMMUNITY_MISMATCH: the account belongs to `error.community`; ACCOUNT_PENDING: a sign-up whose address is not confirmed yet',
      429: 'RATE_LIMITED, with Retry-After',
    },
  }),
  operation({
    method: 'post',
    path: '/v2/refresh',
    summary: 'Rotate a refresh token: the old session ends, a new token is in the Authorization header',
    access: 'public',
    body: { kind: 'json', schema: ZRefreshRequest },
    responses: { 200: json(z.object({ meta: ZSessionMeta }), 'A new session'), 401: 'INVALID_REFRESH_TOKEN' },
  }),
  operation({ method: 'delete', path: '/v2/logout', summary: 'Revoke the current token', access: 'session', responses: { 204: empty('Revoked') } }),
  operation({ method: 'get', path: '/v2/session', summary: 'The signed-in user', access: 'session', responses: { 200: data(ZUser, 'The user') } }),
];
