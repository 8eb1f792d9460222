import 'server-only';
import type { Database } from '../../db/client';
import type { AuthSession } from './auth';
import { serializeUser } from './users';

const answered = new WeakMap<AuthSession, ReturnType<typeof serializeUser>>();

/**
 * The signed-in user as GET /v2/session answers it, which the proxy asks before every signed-in
 * page. Their groups and communities are read once per resolved session, for as long as the
 * session cache trusts it (5 s at most, dropped at once when the user changes), rather than on
 * every page: 2 of a dashboard's 15 ms of backend time on PGlite. A session object
 * not from the cache is simply answered afresh.
 */
export function sessionUser(db: Database, auth: AuthSession): ReturnType<typeof serializeUser> {
  let user = answered.get(auth);
  if (!user) {
    user = serializeUser(db, auth.user);
    answered.set(auth, user);
    user.catch(() => answered.delete(auth));
  }
  return user;
}
