import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZStoryCreate, ZStoryExperiencesUpdate, ZStoryUpdate, ZStoryViewQuery } from '@/lib/shared/validation/story';
import { findCommunityBySlug } from '../../modules/communities/communities';
import { notFound } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { createStory, deleteStory, findEditableStory, findPublicStory, findVisibleStory, replaceStoryExperiences, updateStory } from '../../modules/stories/stories';
import { loadStoryWithExperiences } from '../../modules/stories/serializer';
import { viewerOf, type Viewer } from '../../modules/sharing/visibility';
import type { Database } from '../../db/client';
import type { AppContext, AppEnv } from '../context';
import { createOnce, idempotencyClaim } from '../idempotency';
import { ZPublicToken } from '../query';
import { requireAuth } from '../session';
import { parseId, parseWith, readJson, snake } from '../validate';

export const ZStoryCreateRequest = z.object({ story: ZStoryCreate });
export const ZStoryUpdateRequest = z.object({ story: ZStoryUpdate });
export { ZStoryExperiencesUpdate, ZStoryViewQuery };

/** Answers one story with the experiences this viewer may read: `{data: story}`. */
async function answer(c: AppContext, id: number, viewer: Viewer | null, status: 200 | 201 = 200) {
  const story = await loadStoryWithExperiences(c.get('deps').db, id, viewer);
  if (!story) throw notFound('Story');
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: story }), status);
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c))!;

export const storyRoutes = new Hono<AppEnv>()
  // Idempotency-Key (optional): a repeat with the same key answers the first story, as it is now.
  .post('/stories', async (c) => {
    const viewer = viewerFor(c);
    const claim = idempotencyClaim(c, viewer.userId);
    const { db } = c.get('deps');
    const { resourceId: id } = await createOnce(db, claim, async () => {
      const { story } = await readJson(c, ZStoryCreateRequest, 'story');
      const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
      const author = { userId: viewer.userId, communityId: viewer.communityId };
      return { status: 201, resourceId: await createStory(db, author, story, recordKey) };
    });
    return answer(c, id, viewer, 201);
  })
  // Before /stories/:id, which would otherwise take "public_story" for an id.
  .get('/stories/public_story', async (c) => {
    const { public_token: token } = parseWith(z.object({ public_token: ZPublicToken }), c.req.query());
    const { db } = c.get('deps');
    const slug = c.get('hostSlug');
    const host = slug ? await findCommunityBySlug(db, slug) : null;
    if (slug && !host) throw notFound('Story');
    const story = await findPublicStory(db, token, host?.id ?? null);
    if (!story) throw notFound('Story');
    // A signed-in member of that community reads it as themself (the experiences they may see).
    const auth = c.get('auth');
    return answer(c, story.id, auth && auth.community.id === story.communityId ? viewerOf(auth) : null);
  })
  .get('/stories/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Story');
    parseWith(ZStoryViewQuery, c.req.query());
    if (!(await findVisibleStory(c.get('deps').db, id, viewer))) throw notFound('Story');
    return answer(c, id, viewer);
  })
  .put('/stories/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Story');
    const { db } = c.get('deps');
    const story = await findEditableStory(db, id, viewer);
    const { story: changes } = await readJson(c, ZStoryUpdateRequest, 'story');
    await updateStory(db, story, changes);
    return answer(c, id, viewer);
  })
  .put('/stories/:id/story_experiences', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Story');
    const { db } = c.get('deps');
    const story = await findEditableStory(db, id, viewer);
    const { experienceIds } = await readJson(c, ZStoryExperiencesUpdate);
    await replaceStoryExperiences(db, story, experienceIds);
    return answer(c, id, viewer);
  })
  .delete('/stories/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Story');
    const { db } = c.get('deps');
    await deleteStory(db, await findEditableStory(db, id, viewer));
    return c.body(null, 204);
  });
