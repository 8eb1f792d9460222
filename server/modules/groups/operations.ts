import 'server-only';
import { z } from 'zod';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import { ZGroupCreateRequest, ZGroupDashboardInfo, ZGroupInfo, ZGroupUpdateRequest, ZTagRemovalQuery } from '@/lib/shared/validation/group';
import type { AppContext } from '../../http/context';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, createOnce, idempotencyClaim } from '../../http/idempotency';
import { data, empty, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { readGroupForm } from './group-form';
import { createGroup, updateGroup } from './group-management';
import { removeGroupTag } from '../tags';
import { findAdministeredGroup, findCommunityGroup, groupInfo, listActionableGroups } from './groups';

/** Only the group_info view exists (name, description, logo, tags, skills): nothing private in it. */
const ZGroupView = z.object({ view: z.enum(['group_info']).default('group_info') });

/** Spec §7 GET /v2/groups/search_groups?community_id&view=dashboard_info: the id must be the session's community. */
const ZGroupSearch = z.object({ community_id: z.string().regex(/^\d{1,9}$/, 'must be a community id'), view: z.enum(['dashboard_info']).default('dashboard_info') });

const LOGO_PART = {
  type: 'string',
  format: 'binary',
  description: `group[logo]: JPEG, PNG, WebP (or HEIF where readable), ${PICTURE_MAX_BYTES / 1024 / 1024} MB at most; sniffed, re-encoded as a 256 px square JPEG, stripped of metadata`,
};
const text = (description: string) => ({ type: 'string', description });
const NOT_AN_ADMIN = 'FORBIDDEN: neither a community admin nor an admin of this group';

async function answerGroup(c: AppContext, id: number, communityId: number, status: 200 | 201 = 200) {
  const { db } = c.get('deps');
  const group = await findCommunityGroup(db, id, communityId);
  if (!group) throw notFound('Group');
  return c.json(snake({ data: await groupInfo(db, group) }), status);
}

export const groupOperations = [
  operation({
    method: 'get',
    path: '/v2/groups/search_groups',
    summary:
      "The groups the caller may act on, by name: all of the community's for a community admin, their own for others; each with its member count, its members' experience and story counts, and whether the caller may edit it",
    access: 'session',
    query: ZGroupSearch,
    responses: { 200: data(z.array(ZGroupDashboardInfo), 'The groups'), 404: "NOT_FOUND: community_id is not the session's community" },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const query = request.query();
      if (Number(query.community_id) !== auth.community.id) throw notFound('Community');
      return c.json(snake({ data: await listActionableGroups(c.get('deps').db, auth.user, auth.community.id) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/groups',
    summary: "Create a group in the session's community (community admins), with an optional logo",
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: { pattern: IDEMPOTENCY_KEY_PATTERN.source, description: 'One per form: a repeat within 24 hours answers the first group (201) and creates nothing; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED' },
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
    // A repeat with the same Idempotency-Key answers the first group, as it is now.
    handler: async (c) => {
      const auth = requireAuth(c);
      const { db, storage } = c.get('deps');
      const { fields, logo } = await readGroupForm(c, ZGroupCreateRequest);
      const claim = idempotencyClaim(c, auth.user.id, { fields, logo });
      const { resourceId } = await createOnce(db, claim, async () => {
        const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
        return { status: 201, resourceId: (await createGroup(db, storage, auth, fields, logo, recordKey)).id };
      });
      return answerGroup(c, resourceId, auth.community.id, 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/groups/{id}',
    summary: 'A group of the session community (view=group_info), with its tags and skills',
    access: 'session',
    query: ZGroupView,
    responses: { 200: data(ZGroupInfo, 'The group') },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const id = parseId(c.req.param('id'), 'Group');
      request.query();
      return answerGroup(c, id, auth.community.id);
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
    // A JSON body or a multipart form with the logo: readGroupForm reads either.
    handler: async (c) => {
      const auth = requireAuth(c);
      const id = parseId(c.req.param('id'), 'Group');
      const { db, storage } = c.get('deps');
      const { fields, logo } = await readGroupForm(c, ZGroupUpdateRequest);
      const group = await updateGroup(db, storage, auth, id, fields, logo);
      return answerGroup(c, group.id, auth.community.id);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/tags/{id}',
    summary: 'Remove a tag from a group (type=Group; community admins, or admins of the group); the tag stays on the experiences that carry it',
    access: 'session',
    query: ZTagRemovalQuery,
    responses: {
      204: empty('Removed'),
      403: 'FORBIDDEN: neither a community admin nor an admin of this group',
      404: "NOT_FOUND: another community, a group of another community, or a tag the group does not have",
    },
    /**
     * Spec §7 DELETE /v2/tags/{id}?native_client=false&type=Group&community&group: the tag leaves
     * the group (Group is the only type so far). The community must be the session's.
     */
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const tagId = parseId(c.req.param('id'), 'Tag');
      const query = request.query();
      if (Number(query.community) !== auth.community.id) throw notFound('Community');
      const { db } = c.get('deps');
      const group = await findAdministeredGroup(db, auth, Number(query.group), 'change its tags');
      await removeGroupTag(db, group.id, tagId);
      return c.body(null, 204);
    },
  }),
];
