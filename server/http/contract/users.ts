import 'server-only';
import { z } from 'zod';
import { ZGroupDashboardInfo, ZGroupInfo } from '@/lib/shared/validation/group';
import { ZGroupSearch, ZGroupView } from '../routes/groups';
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
  }),
];
