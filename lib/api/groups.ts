import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import type { TGroupDashboardInfo, TGroupInfo } from '@/lib/shared/validation/group';
import type { TApi } from './client';
import { browserApi } from './browser-client';
import { communityKeys, groupKeys } from './query-keys';

type Data<T> = { data: T };

/** Spec §7 GET /v2/groups/search_groups?community_id&view=dashboard_info: the groups the caller acts on, with their counts. */
export async function fetchDashboardGroups(communityId: number, api: TApi = browserApi()): Promise<TGroupDashboardInfo[]> {
  return (await api.get<Data<TGroupDashboardInfo[]>>('/groups/search_groups', { params: { communityId, view: 'dashboard_info' } })).data.data;
}

export const getDashboardGroupsQueryOptions = (communityId: number, api?: TApi) =>
  queryOptions({ queryKey: groupKeys.list(communityId), queryFn: () => fetchDashboardGroups(communityId, api) });

/** Spec §7 GET /v2/groups/{id}?view=group_info: with its tags and skills. */
export async function fetchGroupInfo(groupId: number, api: TApi = browserApi()): Promise<TGroupInfo> {
  return (await api.get<Data<TGroupInfo>>(`/groups/${groupId}`, { params: { view: 'group_info' } })).data.data;
}

export const getGroupInfoQueryOptions = (groupId: number, api?: TApi) => queryOptions({ queryKey: groupKeys.info(groupId), queryFn: () => fetchGroupInfo(groupId, api) });

export type TGroupChanges = {
  name?: string;
  description?: string;
  logo?: File | null;
  tagsAttributes?: { name: string }[];
  skillsAttributes?: { id?: number; name?: string; _destroy?: boolean }[];
};

/** The spec's multipart form: `group[name]`, `group[skills_attributes][0][_destroy]`… and the file `group[logo]`. */
function groupForm({ logo, name, description, tagsAttributes = [], skillsAttributes = [] }: TGroupChanges, communityId?: number) {
  const form = new FormData();
  if (name !== undefined) form.append('group[name]', name);
  if (description !== undefined) form.append('group[description]', description);
  if (logo) form.append('group[logo]', logo, logo.name);
  tagsAttributes.forEach((tag, i) => {
    form.append(`group[tags_attributes][${i}][name]`, tag.name);
    form.append(`group[tags_attributes][${i}][taggable_type]`, 'Group');
  });
  skillsAttributes.forEach((skill, i) => {
    if (skill.id !== undefined) form.append(`group[skills_attributes][${i}][id]`, String(skill.id));
    if (skill.name !== undefined) form.append(`group[skills_attributes][${i}][name]`, skill.name);
    if (skill._destroy) form.append(`group[skills_attributes][${i}][_destroy]`, 'true');
    form.append(`group[skills_attributes][${i}][skillable_type]`, 'Group');
  });
  if (communityId !== undefined) form.append('community_id', String(communityId));
  return form;
}

/** Every view of groups goes stale after a write; so does the wizard's skill list (an admin may be in the group). */
function useGroupsInvalidation() {
  const queryClient = useQueryClient();
  return (group?: TGroupInfo) => {
    if (group) queryClient.setQueryData(groupKeys.info(group.id), group);
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    void queryClient.invalidateQueries({ queryKey: communityKeys.skills() });
  };
}

/** Spec §7 POST /v2/groups multipart group[name], group[logo], community_id; one key per form so a retry creates one group. */
export function useCreateGroup(options: TWriteOptions = {}) {
  const report = useWriteError();
  const invalidate = useGroupsInvalidation();
  return useMutation({
    mutationFn: async ({ communityId, idempotencyKey, ...changes }: TGroupChanges & { communityId: number; idempotencyKey: string }) =>
      (await browserApi().post<Data<TGroupInfo>>('/groups', groupForm(changes, communityId), { headers: { 'Idempotency-Key': idempotencyKey } })).data.data,
    onSuccess: invalidate,
    onError: (error) => report(error, options),
  });
}

/** Spec §7 PUT /v2/groups/{id} multipart: logo, name, description, tags and skills (with _destroy). */
export function useUpdateGroup(options: TWriteOptions = {}) {
  const report = useWriteError();
  const invalidate = useGroupsInvalidation();
  return useMutation({
    mutationFn: async ({ groupId, ...changes }: TGroupChanges & { groupId: number }) =>
      (await browserApi().put<Data<TGroupInfo>>(`/groups/${groupId}`, groupForm(changes))).data.data,
    onSuccess: invalidate,
    onError: (error) => report(error, options),
  });
}

/** Spec §7 DELETE /v2/tags/{id} with native_client=false, type=Group, community, group. */
export function useRemoveGroupTag() {
  const report = useWriteError();
  const invalidate = useGroupsInvalidation();
  return useMutation({
    mutationFn: async ({ tagId, groupId, communityId }: { tagId: number; groupId: number; communityId: number }) =>
      void (await browserApi().delete(`/tags/${tagId}`, { params: { nativeClient: false, type: 'Group', community: communityId, group: groupId } })),
    onSuccess: () => invalidate(),
    onError: (error) => report(error),
  });
}
