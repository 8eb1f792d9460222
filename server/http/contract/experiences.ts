import 'server-only';
import { PICTURE_MAX_BYTES, ZExperienceCreate } from '@/lib/shared/validation/experience';
import { ZExperience, ZExperiencePicture } from '@/lib/shared/validation/experience-answer';
import { zPaginated } from '@/lib/shared/validation/pagination';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../idempotency';
import { ZPageQuery, ZPublicQuery, ZUpdateRequest } from '../routes/experiences';
import { wireSchema } from './json-schema';
import { binary, data, empty, operation, type RequestBody } from './operation';

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

export const experienceContract = [
  operation({
    method: 'get',
    path: '/v2/experiences',
    summary: "The caller's own experiences in the session community, newest first, 20 per page",
    access: 'session',
    query: ZPageQuery,
    responses: { 200: data(zPaginated(ZExperience), 'A page of experiences') },
  }),
  operation({
    method: 'post',
    path: '/v2/experiences',
    summary: 'Create an experience with its picture (re-encoded, stripped of metadata), in one transaction',
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: {
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'One per draft: a repeat within 24 hours answers the first experience (201) and creates nothing',
      },
    },
    body: experienceMultipart(true),
    responses: {
      201: experience('The new experience (or, for a repeated Idempotency-Key, the first one as it is now)'),
      409: 'IDEMPOTENCY_IN_PROGRESS: the same Idempotency-Key is still being served',
      422: 'e.g. `{errors: {picture | description | skills_attributes.0.skill_id | group_ids | idempotency_key: [messages]}}`; sharing `group` needs at least one group',
    },
  }),
  operation({
    method: 'get',
    path: '/v2/experiences/public_experience',
    summary: "A public experience by its token, signed in or not (on a community host: only that community's)",
    access: 'public',
    query: ZPublicQuery,
    responses: { 200: experience('The experience'), 404: 'NOT_FOUND: unknown token, not public, or another community' },
  }),
  operation({
    method: 'get',
    path: '/v2/experiences/{id}',
    summary: 'One experience the caller may read (private, group, community, public)',
    access: 'session',
    responses: { 200: experience('The experience') },
  }),
  operation({
    method: 'patch',
    path: '/v2/experiences/{id}',
    summary: 'Change an experience (author only); any subset, e.g. only address_attributes or only tags_attributes',
    access: 'session',
    body: { kind: 'json', schema: ZUpdateRequest },
    responses: {
      200: experience('The changed experience'),
      403: NOT_THE_AUTHOR,
      422: 'e.g. `{errors: {description | skills_attributes.0.level | tags_attributes | group_ids: [messages]}}`; sharing `group` needs at least one group',
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/experiences/{id}',
    summary: 'Delete an experience (author only); its picture goes once nothing uses it',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_AUTHOR },
  }),
  operation({
    method: 'get',
    path: '/v2/experience_pictures/{id}',
    summary: "An experience's picture",
    access: 'session',
    responses: { 200: data(ZExperiencePicture, 'Its URL and size') },
  }),
  operation({
    method: 'patch',
    path: '/v2/experience_pictures/{id}',
    summary: 'Replace the picture (author only)',
    access: 'session',
    body: experienceMultipart(false),
    responses: { 200: experience('The experience with its new picture'), 403: NOT_THE_AUTHOR },
  }),
  operation({
    method: 'get',
    path: '/v2/pictures/{file}',
    summary: 'A stored picture by its content-hash name: no session needed, cached for a year',
    access: 'public',
    pathParameters: { file: { pattern: '^[0-9a-f]{64}\\.jpg$' } },
    responses: { 200: binary('image/jpeg', 'The picture'), 304: empty('If-None-Match matched') },
  }),
];

