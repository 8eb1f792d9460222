import 'server-only';
import { z } from 'zod';
import { ZGroupDashboardInfo, ZGroupInfo } from '@/lib/shared/validation/group';
import { ZGroupSearch, ZGroupView } from '../routes/groups';
import { ZActivity } from '@/lib/shared/validation/activity';
import { zPaginated } from '@/lib/shared/validation/pagination';
import { ZAuthorSummary, ZMember, ZUser, ZUserUpdateRequest } from '@/lib/shared/validation/user';
import { ZActivitiesQuery, ZMembersQuery } from '../routes/users';
import { data, operation } from '../operation';

export const userContract = [
  operation({
    method: 'get',
    path: '/v2/groups/search_groups',
    summary:
      "The groups the caller may act on, by name: all of the community's for a community admin, their own for others; each with its member count, its members' experience and story counts, and whether the caller may edit it",
    access: 'session',
    query: ZGroupSearch,
    responses: { 200: data(z.array(ZGroupDashboardInfo), 'The groups'), 404: "NOT_FOUND: community_id is not the session's community" },
  }),
  operation({
    method: 'get',
    path: '/v2/groups/{id}',
    summary: 'A group of the session community (view=group_info), with its tags and skills',
    access: 'session',
    query: ZGroupView,
    responses: { 200: data(ZGroupInfo, 'The group') },
    path: '/v2/users',
    summary: 'Members of the session community, or of one of its groups, by last then first name, 20 per page; community admins only',
    query: ZMembersQuery,
    responses: {
      200: data(zPaginated(ZMember), 'A page of members'),
      403: 'FORBIDDEN: not a community admin',
      404: "group_id names no group of the session's community",
    },
    path: '/v2/users/{id}/card',
    summary: 'Name and avatar of a member of the same community',
    responses: { 200: data(ZAuthorSummary, 'The member') },
    path: '/v2/users/{id}',
    summary: 'A user: oneself, or any member for a community admin',
    responses: { 200: data(ZUser, 'The user'), 403: 'FORBIDDEN: another member, not as community admin' },
    path: '/v2/users/{id}/activities',
    summary: "A person's recent actions in the session's community (joined, experience created), newest first, 20 per page: oneself, or any member for a community admin",
    query: ZActivitiesQuery,
    responses: { 200: data(zPaginated(ZActivity), 'A page of activities'), 403: 'FORBIDDEN: another member, not as community admin' },
    method: 'put',
    path: '/v2/users/{id}',
      'Update a user (firstname, lastname, locale, tutorial_seen, remove_avatar); other keys of the merged user are ignored. As multipart/form-data, the file `user[avatar]` becomes the avatar: sniffed, re-encoded as a 256 px square JPEG, stripped of metadata',
    body: {
      kind: 'json',
      schema: ZUserUpdateRequest,
      multipart: {
        type: 'object',
        required: ['user[avatar]'],
        properties: { user: { type: 'string', description: 'The user as JSON (ignored)' }, 'user[avatar]': { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP (or HEIF where readable), 10 MB at most' } },
      },
    },
    responses: { 200: data(ZUser, 'The updated user'), 403: 'FORBIDDEN: another member, not as community admin', 422: 'avatar: missing, empty, too large or not a picture' },
  }),
];
