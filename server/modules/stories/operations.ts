import 'server-only';
import { z } from 'zod';
import { ZStoryCreate, ZStoryExperiencesUpdate, ZStoryUpdate, ZStoryViewQuery, ZStoryWithExperiences } from '@/lib/shared/validation/story';
import type { AppContext } from '../../http/context';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, createOnce, idempotencyClaim } from '../../http/idempotency';
import { data, empty, operation } from '../../http/operation';
import { ZPublicToken } from '../../http/query';
import { requireAuth } from '../../http/session';
import { readerLocale } from '../../http/reader-locale';
import { parseId, snake } from '../../http/validate';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { findCommunityBySlug } from '../communities';
import { viewerOf, type Viewer } from '../sharing';
import { loadStoryWithExperiences } from './serializer';
import { createStory, deleteStory, findEditableStory, findPublicStory, findVisibleStory, replaceStoryExperiences, updateStory } from './stories';

const story = (description: string) => data(ZStoryWithExperiences, description);
const NOT_THE_AUTHOR = 'FORBIDDEN: the caller may read it but is not its author';
const EXPERIENCES_REFUSED =
  '`{errors: {experience_ids: [messages]}}`: not all the caller\'s own experiences in the session community, or one whose recognition is under way being added';

/** Answers one story with the experiences this viewer may read, in the reader's language: `{data: story}`. */
async function answer(c: AppContext, id: number, viewer: Viewer | null, status: 200 | 201 = 200) {
  const found = await loadStoryWithExperiences(c.get('deps').db, id, viewer, readerLocale(c));
  if (!found) throw notFound('Story');
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: found }), status);
}

const viewerFor = (c: AppContext) => viewerOf(requireAuth(c), readerLocale(c))!;
const idOf = (c: AppContext) => parseId(c.req.param('id'), 'Story');

export const storyOperations = [
  operation({
    method: 'post',
    path: '/v2/stories',
    summary: 'Create a story with its groups and its ordered experiences, in one transaction',
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: {
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'One per draft: a repeat within 24 hours answers the first story (201) and creates nothing; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED',
      },
    },
    body: { kind: 'json', schema: z.object({ story: ZStoryCreate }), wrapper: 'story' },
    responses: {
      201: story('The new story with its experiences (or, for a repeated Idempotency-Key, the first one as it is now)'),
      409: 'IDEMPOTENCY_IN_PROGRESS: the same Idempotency-Key is still being served',
      422: `e.g. \`{errors: {title | date | group_ids | sharing_parameters | idempotency_key: [messages]}}\`; ${EXPERIENCES_REFUSED}`,
    },
    // A repeat with the same Idempotency-Key answers the first story, as it is now.
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const { db, appOrigin, mail } = c.get('deps');
      const { story: fields } = await request.body();
      const claim = idempotencyClaim(c, viewer.userId, fields);
      const { resourceId: id } = await createOnce(db, claim, async () => {
        const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
        const author = { userId: viewer.userId, communityId: viewer.communityId };
        return { status: 201, resourceId: await createStory(db, author, fields, appOrigin, recordKey) };
      });
      // A public link asking for approval has mailed its approvers.
      if (fields.sharingParameters === 'public') mail.wake();
      return answer(c, id, viewer, 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/stories/public_story',
    summary: "A public story by its token, signed in or not (on a community host: only that community's), with its public experiences",
    access: 'public',
    query: z.object({ public_token: ZPublicToken }),
    responses: { 200: story('The story'), 404: "NOT_FOUND: unknown token, not public, another community, or a link that is not live under the community's rule (waiting for approval, or links off)" },
    handler: async (c, request) => {
      const { public_token: token } = request.query();
      const { db } = c.get('deps');
      const slug = c.get('hostSlug');
      const host = slug ? await findCommunityBySlug(db, slug) : null;
      if (slug && !host) throw notFound('Story');
      const found = await findPublicStory(db, token, host?.id ?? null);
      if (!found) throw notFound('Story');
      // A signed-in member of that community reads it as themself (the experiences they may see).
      const auth = c.get('auth');
      return answer(c, found.id, auth && auth.community.id === found.communityId ? viewerOf(auth, readerLocale(c)) : null);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/stories/{id}',
    summary: 'One story the caller may read, with those of its experiences the caller may read',
    access: 'session',
    query: ZStoryViewQuery,
    responses: { 200: story('The story') },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      request.query();
      if (!(await findVisibleStory(c.get('deps').db, id, viewer))) throw notFound('Story');
      return answer(c, id, viewer);
    },
  }),
  operation({
    method: 'put',
    path: '/v2/stories/{id}',
    summary: "Change a story's own fields (author only); any subset",
    access: 'session',
    body: { kind: 'json', schema: z.object({ story: ZStoryUpdate }), wrapper: 'story' },
    responses: {
      200: story('The changed story'),
      403: NOT_THE_AUTHOR,
      422: 'e.g. `{errors: {title | group_ids: [messages]}}`; sharing `group` needs at least one group, `public` a community that has not turned public links off (sharing_parameters)',
    },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      const { db, appOrigin, mail } = c.get('deps');
      const editable = await findEditableStory(db, id, viewer);
      const { story: changes } = await request.body();
      await updateStory(db, editable, changes, appOrigin);
      if (changes.sharingParameters === 'public') mail.wake();
      return answer(c, id, viewer);
    },
  }),
  operation({
    method: 'put',
    path: '/v2/stories/{id}/story_experiences',
    summary: "Replace a story's ordered experiences (author only); an experience already in it stays even while its recognition is under way",
    access: 'session',
    body: { kind: 'json', schema: ZStoryExperiencesUpdate },
    responses: { 200: story('The story with its new list'), 403: NOT_THE_AUTHOR, 422: EXPERIENCES_REFUSED },
    handler: async (c, request) => {
      const viewer = viewerFor(c);
      const id = idOf(c);
      const { db } = c.get('deps');
      const editable = await findEditableStory(db, id, viewer);
      const { experienceIds } = await request.body();
      await replaceStoryExperiences(db, editable, experienceIds);
      return answer(c, id, viewer);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/stories/{id}',
    summary: 'Delete a story (author only); its experiences stay',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_AUTHOR },
    handler: async (c) => {
      const viewer = viewerFor(c);
      const { db } = c.get('deps');
      await deleteStory(db, await findEditableStory(db, idOf(c), viewer));
      return c.body(null, 204);
    },
  }),
];
