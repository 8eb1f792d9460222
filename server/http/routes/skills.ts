import 'server-only';
import { Hono } from 'hono';
import { listOfferedSkills } from '../../modules/skills/skills';
import type { AppEnv } from '../context';
import { requireAuth } from '../session';
import { snake } from '../validate';

/** The skills offered to the caller (the community's and their groups') in their locale: `{data: [{id, name}]}`. */
export const skillRoutes = new Hono<AppEnv>().get('/skills', async (c) => {
  const auth = requireAuth(c);
  return c.json(snake({ data: await listOfferedSkills(c.get('deps').db, { userId: auth.user.id, communityId: auth.community.id }, auth.user.locale) }));
});
