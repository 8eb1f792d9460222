import 'server-only';
import { z } from 'zod';
import { PICTURE_MAX_BYTES, ZExperienceCreate, ZExperienceUpdate } from '@/lib/shared/validation/experience';
import { ZExperience, ZExperiencePicture } from '@/lib/shared/validation/experience-answer';
import { zPaginated } from '@/lib/shared/validation/pagination';
import type { AppContext } from '../../http/context';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, createOnce, idempotencyClaim } from '../../http/idempotency';
import { wireSchema } from '../../http/json-schema';
import { data, empty, operation, type RequestBody } from '../../http/operation';
import { ZPage, ZPublicToken } from '../../http/query';
import { requireAuth } from '../../http/session';
import { readerLocale } from '../../http/reader-locale';
import { parseId, snake } from '../../http/validate';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { findCommunityBySlug } from '../communities';
import { pictureUrl } from '../pictures';
import { viewerOf, type Viewer } from '../sharing';
import { readExperienceForm } from './experience-form';
import {
  createExperience,
  deleteExperience,
  findEditableExperience,
  findPublicExperience,
  findVisibleExperience,
  listOwnExperienceIds,
  replaceExperiencePicture,
  updateExperience,
} from './experiences';
import { refuseIfCertified } from './certified';
import { loadExperiences } from './serializer';

const CERTIFIED = 'EXPERIENCE_CERTIFIED: certified, its description, date, picture and skills can no longer change (its sharing, tags, link and place can)';

const PICTURE_PART = {
  type: 'string',
  format: 'binary',
  description: `JPEG, PNG, WebP (or HEIF when readable), ${PICTURE_MAX_BYTES / 1024 / 1024} MB at most`,
};

/** `experience` (a snake_case JSON string) and the file `experience[picture]`, in one request. */
const experienceMultipart = (withFields: boolean): RequestBody => ({
  kind: 'multipart',
  schema: {
    type: 'object',
    required: withFields ? ['experience', 'experience[picture]'] : ['experience[picture]'],
    properties: {
      ...(withFields && {
        experience: { type: 'string', contentMediaType: 'application/json', contentSchema: wireSchema(ZExperienceCreate, 'input') },
      }),
      'experience[picture]': PICTURE_PART,
    },
  },
});

const experience = (description: string) => data(ZExperience, description);
const NOT_THE_AUTHOR = 'FORBIDDEN: the caller may read it but is not its author';

/** Answers one experience as this viewer may read it, in the reader's language: `{data: experience}`. */
async function answer(c: AppContext, id: number, viewer: Viewer | null, status: 200 | 201 = 200) {
  const [found] = await loadExperiences(c.get('deps').db, [id], viewer, readerLocale(c));
  if (!found) throw notFound('Experience');
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: found }), status);
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c), readerLocale(c))!;
const idOf = (c: AppContext) => parseId(c.req.param('id'), 'Experience');

export const experienceOperations = [
  operation({
    method: 'get',
    path: '/v2/experiences',
    summary: "The caller's own experiences in the session community, newest first, 20 per page",
    access: 'session',
    query: z.object({ page: ZPage }),
    responses: { 200: data(zPaginated(ZExperience), 'A page of experiences') },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const { page } = request.query();
      const { db } = c.get('deps');
      const { ids, pages } = await listOwnExperienceIds(db, viewer, page);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: { paginatedResults: await loadExperiences(db, ids, viewer), totalPages: { pages } } }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/experiences',
    summary: 'Create an experience with its picture (re-encoded, stripped of metadata), in one transaction',
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: {
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'One per draft: a repeat within 24 hours answers the first experience (201) and creates nothing; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED',
      },
    },
    body: experienceMultipart(true),
    responses: {
      201: experience('The new experience (or, for a repeated Idempotency-Key, the first one as it is now)'),
      409: 'IDEMPOTENCY_IN_PROGRESS: the same Idempotency-Key is still being served',
      422: 'e.g. `{errors: {picture | description | skills_attributes.0.skill_id | group_ids | idempotency_key: [messages]}}`; sharing `group` needs at least one group, `public` a community that has not turned public links off (sharing_parameters)',
    },
    // A repeat with the same Idempotency-Key answers the first experience, as it is now.
    handler: async (c) => {
      const viewer = viewerFor(c);
      const { db, storage, appOrigin, mail } = c.get('deps');
      const { fields, picture } = await readExperienceForm(c, ZExperienceCreate, { pictureRequired: true });
      const claim = idempotencyClaim(c, viewer.userId, { fields, picture });
      const { resourceId: id } = await createOnce(db, claim, async () => {
        const author = { userId: viewer.userId, communityId: viewer.communityId };
        const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
        return { status: 201, resourceId: await createExperience(db, storage, author, fields, picture!, appOrigin, recordKey) };
      });
      // A public link asking for approval has mailed its approvers.
      if (fields.sharingParameters === 'public') mail.wake();
      return answer(c, id, viewer, 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/experiences/public_experience',
    summary: "A public experience by its token, signed in or not (on a community host: only that community's)",
    access: 'public',
    query: z.object({ public_token: ZPublicToken }),
    responses: { 200: experience('The experience'), 404: "NOT_FOUND: unknown token, not public, another community, or a link that is not live under the community's rule (waiting for approval, or links off)" },
    handler: async (c, request) => {
      const { public_token: token } = request.query();
      const { db } = c.get('deps');
      const slug = c.get('hostSlug');
      const host = slug ? await findCommunityBySlug(db, slug) : null;
      if (slug && !host) throw notFound('Experience');
      const found = await findPublicExperience(db, token, host?.id ?? null);
      if (!found) throw notFound('Experience');
      // A signed-in member of that community reads it as themself (their e-mail rights, their token).
      const auth = c.get('auth');
      return answer(c, found.id, auth && auth.community.id === found.communityId ? viewerOf(auth, readerLocale(c)) : null);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/experiences/{id}',
    summary: 'One experience the caller may read (private, group, community, public)',
    access: 'session',
    responses: { 200: experience('The experience') },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      if (!(await findVisibleExperience(c.get('deps').db, id, viewer))) throw notFound('Experience');
      return answer(c, id, viewer);
    },
  }),
  operation({
    method: 'patch',
    path: '/v2/experiences/{id}',
    summary: 'Change an experience (author only); any subset, e.g. only address_attributes or only tags_attributes. Once certified, its description, date and skills stay as certified',
    access: 'session',
    body: { kind: 'json', schema: z.object({ experience: ZExperienceUpdate }), wrapper: 'experience' },
    responses: {
      200: experience('The changed experience'),
      403: NOT_THE_AUTHOR,
      409: CERTIFIED,
      422: 'e.g. `{errors: {description | skills_attributes.0.level | tags_attributes | group_ids: [messages]}}`; sharing `group` needs at least one group, `public` a community that has not turned public links off (sharing_parameters)',
    },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      const { db, appOrigin, mail } = c.get('deps');
      const editable = await findEditableExperience(db, id, viewer);
      const { experience: changes } = await request.body();
      await updateExperience(db, editable, changes, appOrigin);
      if (changes.sharingParameters === 'public') mail.wake();
      return answer(c, id, viewer);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/experiences/{id}',
    summary: 'Delete an experience (author only); its picture goes once nothing uses it',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_AUTHOR },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const { db } = c.get('deps');
      await deleteExperience(db, await findEditableExperience(db, idOf(c), viewer));
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/experience_pictures/{id}',
    summary: "An experience's picture",
    access: 'session',
    responses: { 200: data(ZExperiencePicture, 'Its URL and size') },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const found = await findVisibleExperience(c.get('deps').db, idOf(c), viewer);
      if (!found) throw notFound('Experience');
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: { url: pictureUrl(found.pictureKey), width: found.pictureWidth, height: found.pictureHeight } }));
    },
  }),
  operation({
    method: 'patch',
    path: '/v2/experience_pictures/{id}',
    summary: 'Replace the picture (author only), unless the experience is certified',
    access: 'session',
    body: experienceMultipart(false),
    responses: { 200: experience('The experience with its new picture'), 403: NOT_THE_AUTHOR, 409: CERTIFIED },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      const { db, storage } = c.get('deps');
      // Rights and state before work: the picture is decoded only for the author of an uncertified experience.
      const editable = await findEditableExperience(db, id, viewer);
      await refuseIfCertified(db, id);
      const { picture } = await readExperienceForm(c, null, { pictureRequired: true });
      await replaceExperiencePicture(db, storage, editable, picture!);
      return answer(c, id, viewer);
    },
  }),
];
