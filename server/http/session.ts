import 'server-only';
import type { AuthSession } from '../modules/accounts';
import type { AppContext } from './context';
import { unauthenticated } from '../platform/errors';

/** The caller's session, read by the session middleware (modules/accounts/session-middleware.ts); 401 without one. */
export function requireAuth(c: AppContext): AuthSession {
  const auth = c.get('auth');
  if (!auth) throw c.get('tokenRejected') ? unauthenticated('INVALID_TOKEN', 'Session is invalid or has expired') : unauthenticated('UNAUTHORIZED', 'Authentication required');
  return auth;
}
