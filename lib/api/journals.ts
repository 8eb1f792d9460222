import type { TApi } from './client';
import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { browserApi } from './browser-client';
import { journalKeys, memberKeys } from './query-keys';
import type { TJournalItem } from '@/lib/shared/validation/journal';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import type { TMember } from '@/lib/shared/validation/user';

/** Journal tabs (spec §2) and the filter flags each one sends (spec §7). */
export const JOURNAL_FILTERS = ['index', 'certified', 'experiences', 'stories'] as const;
export type TJournalFilter = (typeof JOURNAL_FILTERS)[number];

export type TJournalScope =
  | { kind: 'mine' }
  | { kind: 'user'; userId: number }
  | { kind: 'group'; groupId: number }
  | { kind: 'community'; communityId: number }
  | { kind: 'official'; communityId: number }
  | { kind: 'recommended' };

function endpoint(scope: TJournalScope): { path: string; params: Record<string, number> } {
  switch (scope.kind) {
    case 'mine':
      return { path: '/journal_items/', params: {} };
    case 'user':
      return { path: `/journal_items/${scope.userId}/user_journal`, params: {} };
    case 'group':
      return { path: '/group_journal_items', params: { groupId: scope.groupId } };
    case 'community':
      return { path: '/community_journal_items', params: { communityId: scope.communityId } };
    case 'official':
      return { path: `/journal_items/${scope.communityId}/official_journal`, params: {} };
    case 'recommended':
      return { path: '/journal_items/user_recommendation_journal', params: {} };
  }
}

const filterParams = (filter: TJournalFilter) => ({
  ...(filter === 'certified' ? { certified: true } : {}),
  ...(filter === 'experiences' ? { onlyExperiences: true } : {}),
  ...(filter === 'stories' ? { onlyStories: true } : {}),
});

async function fetchJournalPage(scope: TJournalScope, filter: TJournalFilter, page: number, api: TApi = browserApi()) {
  const { path, params } = endpoint(scope);
  const response = await api.get<{ data: TPaginated<TJournalItem> }>(path, { params: { ...params, ...filterParams(filter), page } });
  return response.data.data;
}

/** Spec §9: pages start at 0; the next page exists while page + 1 < totalPages.pages. */
export const getJournalQueryOptions = (scope: TJournalScope, filter: TJournalFilter, api?: TApi) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(scope, filter),
    queryFn: ({ pageParam }) => fetchJournalPage(scope, filter, pageParam, api),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages.pages ? lastPage + 1 : undefined),
  });

async function fetchMembers(groupId: number | null, page: number, api: TApi = browserApi()) {
  const params = { page, forDashboard: true, ...(groupId ? { groupId } : {}) };
  return (await api.get<{ data: TPaginated<TMember> }>('/users', { params })).data.data;
}

export const getMembersQueryOptions = (groupId: number | null, page: number, api?: TApi) =>
  queryOptions({ queryKey: memberKeys.list(groupId, page), queryFn: () => fetchMembers(groupId, page, api), placeholderData: keepPreviousData });

/** Every journal (each scope, each filter) may show a written item: all of them reload. */
export const invalidateJournals = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: journalKeys.all });

/** Spec §8 "item removed from the list": a deleted item leaves every loaded journal page at once. */
export function removeFromJournals(queryClient: QueryClient, item: Pick<TJournalItem['journalItem'], 'type' | 'id'>) {
  const isDeleted = ({ journalItem }: TJournalItem) => journalItem.type === item.type && journalItem.id === item.id;
  queryClient.setQueriesData<InfiniteData<TPaginated<TJournalItem>>>({ queryKey: journalKeys.all }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, paginatedResults: page.paginatedResults.filter((entry) => !isDeleted(entry)) })) },
  );
}
