import 'server-only';
import { Hono } from 'hono';
import { viewerOf } from '../../services/visibility';
import { deleteStory, findEditableStory } from '../../services/stories';
import type { AppEnv } from '../context';
import { requireAuth } from '../session';
import { parseId } from '../validate';

/** Stories as far as journals need them; creating and editing come with the story wizard. */
export const storyRoutes = new Hono<AppEnv>().delete('/stories/:id', async (c) => {
  const viewer = viewerOf(requireAuth(c))!;
  const id = parseId(c.req.param('id'), 'Story');
  const { db } = c.get('deps');
  await deleteStory(db, await findEditableStory(db, id, viewer));
  return c.body(null, 204);
});
