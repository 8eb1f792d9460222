import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useWriteError } from '@/lib/hooks/use-write-error';
import type { TAuditEntry, TInviteeOutcome, TInviteePreview, TInviteeRow, TManagedMember, TMemberOrder, TPermissionsChange } from '@/lib/shared/validation/manage-members';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import { browserApi } from './browser-client';
import type { TApi } from './client';
import { manageMemberKeys } from './query-keys';

export type TMemberSearch = { page: number; groupId: number | null; search: string; orderBy: TMemberOrder; orderDir: 'asc' | 'desc' };

/** GET /v2/users/search_users?view_option=with_statistics (spec §7). */
async function searchMembers(params: TMemberSearch, api: TApi = browserApi()) {
  const { groupId, ...rest } = params;
  const query = { ...rest, viewOption: 'with_statistics', ...(groupId !== null && { groupId }), ...(rest.search === '' && { search: undefined }) };
  return (await api.get<{ data: TPaginated<TManagedMember> }>('/users/search_users', { params: query })).data.data;
}

export const getMemberSearchQueryOptions = (params: TMemberSearch, api?: TApi) =>
  queryOptions({ queryKey: manageMemberKeys.search(params), queryFn: () => searchMembers(params, api), placeholderData: keepPreviousData });

/** GET /v2/audit_log: newest first. */
export const getAuditLogQueryOptions = (page: number, api: TApi = browserApi()) =>
  queryOptions({
    queryKey: manageMemberKeys.audit(page),
    queryFn: async () => (await api.get<{ data: TPaginated<TAuditEntry> }>('/audit_log', { params: { page } })).data.data,
    placeholderData: keepPreviousData,
  });

/** Every write of the page: on success, the table and the log reload; a failure takes the one error path. */
function useMembersWrite<TInput, TOutput>(write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageMemberKeys.all }),
    onError: (error) => report(error),
  });
}

/** PUT /v2/users/activate or /v2/users/deactivate, body {user_ids}: the ids whose account changed. */
export const useSetMembersActive = () =>
  useMembersWrite(async ({ userIds, active }: { userIds: number[]; active: boolean }) =>
    (await browserApi().put<{ data: { userIds: number[] } }>(active ? '/users/activate' : '/users/deactivate', { userIds })).data.data.userIds,
  );

/** POST /v2/move_users, body {user_ids, current_group_id, new_group_id} (spec §3). */
export const useMoveMembers = () =>
  useMembersWrite(async ({ userIds, fromGroupId, toGroupId }: { userIds: number[]; fromGroupId: number; toGroupId: number }) =>
    (await browserApi().post<{ data: { userIds: number[] } }>('/move_users', { userIds, currentGroupId: fromGroupId, newGroupId: toGroupId })).data.data,
  );

/** PUT /v2/user_permissions/{id}, body {user: {community_admin?, group_admin?, teacher?}} (spec §7; teacher ours). */
export const useSetPermissions = () =>
  useMembersWrite(async ({ userId, ...user }: { userId: number } & TPermissionsChange) =>
    (await browserApi().put(`/user_permissions/${userId}`, { user })).data,
  );

type TClassList = { groupId: number; communityId: number; locale: string; rows: TInviteeRow[] };

/** POST /v2/invitations/preview: what each row would become; nothing is sent. */
export function usePreviewInvitations() {
  const report = useWriteError();
  return useMutation({
    mutationFn: async (list: TClassList) => (await browserApi().post<{ data: TInviteePreview[] }>('/invitations/preview', list)).data.data,
    onError: (error) => report(error),
  });
}

/** POST /v2/invitations/bulk: one call per slice of the list, so the page can show its progress. */
export const useSendInvitations = () =>
  useMembersWrite(async (list: TClassList) => (await browserApi().post<{ data: TInviteeOutcome[] }>('/invitations/bulk', list)).data.data);
