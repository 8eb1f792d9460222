import 'server-only';
import { Hono } from 'hono';
import { listCommunitySkills } from '../../services/skills';
import type { AppEnv } from '../context';
import { requireAuth } from '../session';
import { snake } from '../validate';

/** The session community's skill list in the caller's locale: `{data: [{id, name}]}`. */
export const skillRoutes = new Hono<AppEnv>().get('/skills', async (c) => {
  const auth = requireAuth(c);
  return c.json(snake({ data: await listCommunitySkills(c.get('deps').db, auth.community.id, auth.user.locale) }));
});
