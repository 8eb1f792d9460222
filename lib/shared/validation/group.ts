import { z } from 'zod';
import { ZGroupSummary } from './community';
import { ZId } from './id';

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_TAG_NAME_MAX = 50;
export const GROUP_SKILL_NAME_MAX = 80;
/** Per request: a group's lists grow a few at a time from the management page. */
export const GROUP_LIST_MAX = 50;

const ZGroupName = z.string().trim().min(1, 'is required').max(GROUP_NAME_MAX);

/** Spec §7 tags_attributes[i][name|taggable_type]: a community tag to add to the group (found case-insensitively). */
export const ZGroupTagInput = z.object({
  name: z.string().trim().min(1, 'is required').max(GROUP_TAG_NAME_MAX),
  taggableType: z.literal('Group').optional(),
});

/**
 * Spec §7 skills_attributes[i][id|name|skillable_type|_destroy], Rails nested-attributes style:
 * without an id, a new skill of the group (name required); with an id, one of the group's
 * skills, renamed, or removed with `_destroy`.
 */
export const ZGroupSkillInput = z.object({
  id: ZId.optional(),
  name: z.string().trim().min(1, 'is required').max(GROUP_SKILL_NAME_MAX).optional(),
  skillableType: z.literal('Group').optional(),
  _destroy: z.boolean().optional(),
});
export type TGroupSkillInput = z.infer<typeof ZGroupSkillInput>;

/** POST /v2/groups: `{group: {name}, community_id}` (the logo comes as the multipart file `group[logo]`). */
export const ZGroupCreateRequest = z.object({
  group: z.object({ name: ZGroupName }),
  communityId: ZId,
});
export type TGroupCreateRequest = z.infer<typeof ZGroupCreateRequest>;

/** PUT /v2/groups/{id}: any subset; tags and skills not mentioned stay as they are (a form with only the logo has no `group` fields). */
export const ZGroupUpdateRequest = z.object({
  group: z
    .object({
      name: ZGroupName.optional(),
      description: z.string().trim().max(GROUP_DESCRIPTION_MAX).nullish(),
      tagsAttributes: z.array(ZGroupTagInput).max(GROUP_LIST_MAX).optional(),
      skillsAttributes: z.array(ZGroupSkillInput).max(GROUP_LIST_MAX).optional(),
    })
    .default({}),
});
export type TGroupUpdateRequest = z.infer<typeof ZGroupUpdateRequest>;

/** DELETE /v2/tags/{id}?native_client=false&type=Group&community=&group= (spec §7): the tag leaves that group. */
export const ZTagRemovalQuery = z.object({
  native_client: z.enum(['true', 'false']).optional(),
  type: z.literal('Group'),
  community: z.string().regex(/^\d{1,9}$/, 'must be a community id'),
  group: z.string().regex(/^\d{1,9}$/, 'must be a group id'),
});

export const ZGroupTag = z.object({ id: z.number().int(), name: z.string(), taggableType: z.literal('Group') });
export const ZGroupSkill = z.object({ id: z.number().int(), name: z.string(), skillableType: z.literal('Group') });

/** GET /v2/groups/{id}?view=group_info, and the answer of every group write: the summary with its tags and skills. */
export const ZGroupInfo = ZGroupSummary.extend({ tags: z.array(ZGroupTag), skills: z.array(ZGroupSkill) });
export type TGroupInfo = z.infer<typeof ZGroupInfo>;

/** GET /v2/groups/search_groups?view=dashboard_info: each group with what the admin pages count. */
export const ZGroupDashboardInfo = ZGroupSummary.extend({
  membersCount: z.number().int(),
  experiencesCount: z.number().int(),
  storiesCount: z.number().int(),
  /** Whether the caller may edit it (community admins: all; group admins: the groups they administer). */
  canManage: z.boolean(),
});
export type TGroupDashboardInfo = z.infer<typeof ZGroupDashboardInfo>;
