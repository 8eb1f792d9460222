import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { ZExperienceCreate, ZExperienceUpdate } from '@/lib/shared/validation/experience';
import { findCommunityBySlug } from '../../modules/communities/communities';
import { loadExperiences } from '../../modules/experiences/serializer';
import { viewerOf, type Viewer } from '../../modules/sharing/visibility';
import {
  createExperience,
  deleteExperience,
  findEditableExperience,
  findPublicExperience,
  findVisibleExperience,
  listOwnExperienceIds,
  replaceExperiencePicture,
  updateExperience,
} from '../../modules/experiences/experiences';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { pictureUrl } from '../../modules/pictures/pictures';
import type { Database } from '../../db/client';
import type { AppContext, AppEnv } from '../context';
import { notFound } from '../../platform/errors';
import { readExperienceForm } from '../../modules/experiences/experience-form';
import { createOnce, idempotencyClaim } from '../idempotency';
import { requireAuth } from '../session';
import { ZPage } from '../query';
import { parseId, parseWith, readJson, snake } from '../validate';

export const ZPageQuery = z.object({ page: ZPage });
export const ZPublicQuery = z.object({ public_token: z.string().min(1).max(200) });
export const ZUpdateRequest = z.object({ experience: ZExperienceUpdate });

/** Answers one experience as this viewer may read it: `{data: experience}`. */
async function answer(c: AppContext, id: number, viewer: Viewer | null, status: 200 | 201 = 200) {
  const [experience] = await loadExperiences(c.get('deps').db, [id], viewer);
  if (!experience) throw notFound('Experience');
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: experience }), status);
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c))!;

export const experienceRoutes = new Hono<AppEnv>()
  .get('/experiences', async (c) => {
    const viewer = viewerFor(c);
    const { page } = parseWith(ZPageQuery, c.req.query());
    const { db } = c.get('deps');
    const { ids, pages } = await listOwnExperienceIds(db, viewer, page);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: { paginatedResults: await loadExperiences(db, ids, viewer), totalPages: { pages } } }));
  })
  // Idempotency-Key (optional): a repeat with the same key answers the first experience, as it is now.
  .post('/experiences', async (c) => {
    const viewer = viewerFor(c);
    const claim = idempotencyClaim(c, viewer.userId);
    const { db, storage } = c.get('deps');
    const { resourceId: id } = await createOnce(db, claim, async () => {
      const { fields, picture } = await readExperienceForm(c, ZExperienceCreate, { pictureRequired: true });
      const author = { userId: viewer.userId, communityId: viewer.communityId };
      const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
      return { status: 201, resourceId: await createExperience(db, storage, author, fields, picture!, recordKey) };
    });
    return answer(c, id, viewer, 201);
  })
  // Before /experiences/:id, which would otherwise take "public_experience" for an id.
  .get('/experiences/public_experience', async (c) => {
    const { public_token: token } = parseWith(ZPublicQuery, c.req.query());
    const { db } = c.get('deps');
    const slug = c.get('hostSlug');
    const host = slug ? await findCommunityBySlug(db, slug) : null;
    if (slug && !host) throw notFound('Experience');
    const experience = await findPublicExperience(db, token, host?.id ?? null);
    if (!experience) throw notFound('Experience');
    // A signed-in member of that community reads it as themself (their e-mail rights, their token).
    const auth = c.get('auth');
    return answer(c, experience.id, auth && auth.community.id === experience.communityId ? viewerOf(auth) : null);
  })
  .get('/experiences/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Experience');
    if (!(await findVisibleExperience(c.get('deps').db, id, viewer))) throw notFound('Experience');
    return answer(c, id, viewer);
  })
  .patch('/experiences/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Experience');
    const { db } = c.get('deps');
    const experience = await findEditableExperience(db, id, viewer);
    const { experience: changes } = await readJson(c, ZUpdateRequest, 'experience');
    await updateExperience(db, experience, changes);
    return answer(c, id, viewer);
  })
  .delete('/experiences/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Experience');
    const { db } = c.get('deps');
    await deleteExperience(db, await findEditableExperience(db, id, viewer));
    return c.body(null, 204);
  })
  .get('/experience_pictures/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Experience');
    const experience = await findVisibleExperience(c.get('deps').db, id, viewer);
    if (!experience) throw notFound('Experience');
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: { url: pictureUrl(experience.pictureKey), width: experience.pictureWidth, height: experience.pictureHeight } }));
  })
  .patch('/experience_pictures/:id', async (c) => {
    const viewer = viewerFor(c);
    const id = parseId(c.req.param('id'), 'Experience');
    const { db, storage } = c.get('deps');
    // Rights before work: the picture is decoded only for the author.
    const experience = await findEditableExperience(db, id, viewer);
    const { picture } = await readExperienceForm(c, null, { pictureRequired: true });
    await replaceExperiencePicture(db, storage, experience, picture!);
    return answer(c, id, viewer);
  });
