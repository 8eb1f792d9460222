import 'server-only';
import { z } from 'zod';
import { ZPortrait, ZPortraitUpdate } from '@/lib/shared/validation/portrait';
import type { AppContext } from '../../http/context';
import { data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { readerLocale } from '../../http/reader-locale';
import { parseId, snake } from '../../http/validate';
import { viewerOf } from '../sharing';
import { getPortrait, requirePortraitAuthor, updatePortrait } from './portraits';

const portrait = (description: string) => data(ZPortrait, description);

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c), readerLocale(c))!;
const idOf = (c: AppContext) => parseId(c.req.param('id'), 'Portrait');

/** `{data: portrait}`, never cached: it changes with every experience its author shares. */
function answer(c: AppContext, found: unknown) {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: found }));
}

export const portraitOperations = [
  operation({
    method: 'get',
    path: '/v2/portraits/{id}',
    summary:
      "A member's portrait (id: the user's), as its sharing level lets the caller read it, with the highlights and skills of the experiences the caller may read; a portrait never saved is private and reads as its defaults to its author",
    access: 'session',
    responses: { 200: portrait('The portrait'), 404: 'NOT_FOUND: no such member in the session community, or a portrait the caller may not read' },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      return answer(c, await getPortrait(c.get('deps').db, viewer, id));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/portraits/{id}',
    summary: "Change one's own portrait (id: one's own user id); any subset of its fields, the first save starting from the defaults",
    access: 'session',
    body: { kind: 'json', schema: z.object({ portrait: ZPortraitUpdate }), wrapper: 'portrait' },
    responses: {
      200: portrait('The changed portrait'),
      403: "FORBIDDEN: another member's portrait the caller may read",
      404: "NOT_FOUND: another member's portrait the caller may not read",
      422: 'e.g. `{errors: {about | highlighted_experience_ids | group_ids: [messages]}}`: highlights must be the caller\'s own experiences in this community; sharing `group` needs at least one group',
    },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      const { db } = c.get('deps');
      await requirePortraitAuthor(db, viewer, id);
      const { portrait: changes } = await request.body();
      await updatePortrait(db, viewer, changes);
      return answer(c, await getPortrait(db, viewer, id));
    },
  }),
];
