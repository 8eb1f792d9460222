import 'server-only';
import { serializeUser, type UserRow } from './users';
import type { AppContext } from '../../http/context';
import { snake } from '../../http/validate';

type TOpened = { token: string; refreshToken: string; expiresAt: Date; user: UserRow };

/** A sign-in's answer, whichever way in (password or learning platform): the token in the Authorization header (spec §5), the user and the refresh token in the body. */
export async function sessionAnswer(c: AppContext, session: TOpened) {
  c.header('Authorization', `Bearer ${session.token}`);
  c.header('Cache-Control', 'no-store');
  return c.json(
    snake({
      data: await serializeUser(c.get('deps').db, session.user),
      meta: { refreshToken: session.refreshToken, expiresAt: session.expiresAt.toISOString() },
    }),
  );
}
