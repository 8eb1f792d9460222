import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TActivity } from '@/lib/shared/validation/activity';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import { browserApi } from './browser-client';
import { activityKeys } from './query-keys';

/** GET /v2/users/{id}/activities (spec §7): one page of the person's recent actions, newest first. */
async function fetchActivities(userId: number, page: number) {
  return (await browserApi().get<{ data: TPaginated<TActivity> }>(`/users/${userId}/activities`, { params: { page } })).data.data;
}

/** Read afresh each time the list is shown: it grows with every experience the person writes. */
export const getActivitiesQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: activityKeys.of(userId),
    queryFn: ({ pageParam }) => fetchActivities(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.totalPages.pages ? lastPage + 1 : undefined),
    staleTime: 0,
  });
