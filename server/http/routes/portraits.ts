import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZPortraitUpdate } from '@/lib/shared/validation/portrait';
import { getPortrait, requirePortraitAuthor, updatePortrait } from '../../modules/portraits/portraits';
import { viewerOf } from '../../modules/sharing/visibility';
import type { AppContext, AppEnv } from '../context';
import { requireAuth } from '../session';
import { parseId, readJson, snake } from '../validate';

export const ZPortraitUpdateRequest = z.object({ portrait: ZPortraitUpdate });

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c))!;

/** `{data: portrait}`, never cached: it changes with every experience its author shares. */
function answer(c: AppContext, portrait: unknown) {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: portrait }));
}

export const portraitRoutes = new Hono<AppEnv>()
  .get('/portraits/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Portrait');
    return answer(c, await getPortrait(c.get('deps').db, viewer, id));
  })
  .put('/portraits/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Portrait');
    const { db } = c.get('deps');
    await requirePortraitAuthor(db, viewer, id);
    const { portrait: changes } = await readJson(c, ZPortraitUpdateRequest, 'portrait');
    await updatePortrait(db, viewer, changes);
    return answer(c, await getPortrait(db, viewer, id));
  });
