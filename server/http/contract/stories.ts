import 'server-only';
import { ZStoryWithExperiences } from '@/lib/shared/validation/story';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../idempotency';
import { z } from 'zod';
import { ZPublicToken } from '../query';
import { ZStoryCreateRequest, ZStoryExperiencesUpdate, ZStoryUpdateRequest, ZStoryViewQuery } from '../routes/stories';
import { data, empty, operation } from '../operation';

const story = (description: string) => data(ZStoryWithExperiences, description);
const NOT_THE_AUTHOR = 'FORBIDDEN: the caller may read it but is not its author';
const EXPERIENCES_REFUSED =
  '`{errors: {experience_ids: [messages]}}`: not all the caller\'s own experiences in the session community, or one whose recognition is under way being added';

export const storyContract = [
  operation({
    method: 'post',
    path: '/v2/stories',
    summary: 'Create a story with its groups and its ordered experiences, in one transaction',
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: {
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'One per draft: a repeat within 24 hours answers the first story (201) and creates nothing',
      },
    },
    body: { kind: 'json', schema: ZStoryCreateRequest },
    responses: {
      201: story('The new story with its experiences (or, for a repeated Idempotency-Key, the first one as it is now)'),
      409: 'IDEMPOTENCY_IN_PROGRESS: the same Idempotency-Key is still being served',
      422: `e.g. \`{errors: {title | date | group_ids | idempotency_key: [messages]}}\`; ${EXPERIENCES_REFUSED}`,
    },
  }),
  operation({
    method: 'get',
    path: '/v2/stories/public_story',
    summary: "A public story by its token, signed in or not (on a community host: only that community's), with its public experiences",
    access: 'public',
    query: z.object({ public_token: ZPublicToken }),
    responses: { 200: story('The story'), 404: 'NOT_FOUND: unknown token, not public, or another community' },
  }),
  operation({
    method: 'get',
    path: '/v2/stories/{id}',
    summary: 'One story the caller may read, with those of its experiences the caller may read',
    access: 'session',
    query: ZStoryViewQuery,
    responses: { 200: story('The story') },
  }),
  operation({
    method: 'put',
    path: '/v2/stories/{id}',
    summary: "Change a story's own fields (author only); any subset",
    access: 'session',
    body: { kind: 'json', schema: ZStoryUpdateRequest },
    responses: {
      200: story('The changed story'),
      403: NOT_THE_AUTHOR,
      422: 'e.g. `{errors: {title | group_ids: [messages]}}`; sharing `group` needs at least one group',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/stories/{id}/story_experiences',
    summary: "Replace a story's ordered experiences (author only); an experience already in it stays even while its recognition is under way",
    access: 'session',
    body: { kind: 'json', schema: ZStoryExperiencesUpdate },
    responses: { 200: story('The story with its new list'), 403: NOT_THE_AUTHOR, 422: EXPERIENCES_REFUSED },
  }),
  operation({
    method: 'delete',
    path: '/v2/stories/{id}',
    summary: 'Delete a story (author only); its experiences stay',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_AUTHOR },
  }),
];
