import 'server-only';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import { ZGroupCreateRequest, ZGroupInfo, ZGroupUpdateRequest, ZTagRemovalQuery } from '@/lib/shared/validation/group';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../idempotency';
import { data, empty, operation } from '../operation';

const LOGO_PART = {
  type: 'string',
  format: 'binary',
  description: `group[logo]: JPEG, PNG, WebP (or HEIF where readable), ${PICTURE_MAX_BYTES / 1024 / 1024} MB at most; sniffed, re-encoded as a 256 px square JPEG, stripped of metadata`,
};
const text = (description: string) => ({ type: 'string', description });
const NOT_AN_ADMIN = 'FORBIDDEN: neither a community admin nor an admin of this group';

export const groupContract = [
  operation({
    method: 'post',
    path: '/v2/groups',
    summary: "Create a group in the session's community (community admins), with an optional logo",
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: { pattern: IDEMPOTENCY_KEY_PATTERN.source, description: 'One per form: a repeat within 24 hours answers the first group (201) and creates nothing' },
    },
    body: {
      kind: 'json',
      schema: ZGroupCreateRequest,
      multipart: {
        type: 'object',
        required: ['group[name]', 'community_id'],
        properties: { 'group[name]': text('The name'), community_id: text("The session's community id"), 'group[logo]': LOGO_PART },
      },
    },
    responses: {
      201: data(ZGroupInfo, 'The new group (or, for a repeated Idempotency-Key, the first one as it is now)'),
      403: 'FORBIDDEN: not a community admin',
      404: "NOT_FOUND: community_id is not the session's community",
      409: 'IDEMPOTENCY_IN_PROGRESS: the same Idempotency-Key is still being served',
      422: 'e.g. `{errors: {name | community_id | logo | idempotency_key: [messages]}}`',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/groups/{id}',
    summary:
      'Change a group (community admins, or admins of this group): any subset of name, description, logo, tags (added) and skills (added, renamed, or removed with _destroy); tags and skills not named stay',
    access: 'session',
    body: {
      kind: 'json',
      schema: ZGroupUpdateRequest,
      multipart: {
        type: 'object',
        properties: {
          'group[name]': text('The name'),
          'group[description]': text('The description (empty clears it)'),
          'group[logo]': LOGO_PART,
          'group[tags_attributes][i][name]': text('A tag to add (i from 0); also [taggable_type]=Group'),
          'group[skills_attributes][i][id]': text('One of the group skills, to rename ([name]) or remove ([_destroy]=true); without it, [name] adds a skill; also [skillable_type]=Group'),
        },
      },
    },
    responses: {
      200: data(ZGroupInfo, 'The group as it now is'),
      403: NOT_AN_ADMIN,
      422: 'e.g. `{errors: {name | description | logo | tags_attributes | skills_attributes.0.id | skills_attributes.0.name: [messages]}}`',
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/tags/{id}',
    summary: 'Remove a tag from a group (type=Group; community admins, or admins of the group); the tag stays on the experiences that carry it',
    access: 'session',
    query: ZTagRemovalQuery,
    responses: { 204: empty('Removed'), 403: NOT_AN_ADMIN, 404: "NOT_FOUND: another community, a group of another community, or a tag the group does not have" },
  }),
];
