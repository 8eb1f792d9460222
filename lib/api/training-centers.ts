import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import type { TTrainingCenter, TTrainingCenterDetails, TTrainingCenterUpdate } from '@/lib/shared/validation/training-center';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TApi } from './client';
import { browserApi } from './browser-client';
import { trainingCenterKeys } from './query-keys';

type Data<T> = { data: T };

/**
 * POST /v2/moodle/login_urls (spec §7): where to send the browser to sign in at the center's
 * platform; it comes back to this very host (the backend accepts no other).
 */
export async function startPlatformSignIn({ trainingCenter, locale }: { trainingCenter: TTrainingCenter; locale: TLocale }): Promise<string> {
  const loginUrl = { trainingCenterId: trainingCenter.id, redirectHost: window.location.host, locale };
  return (await browserApi().post<Data<{ url: string }>>('/moodle/login_urls', { loginUrl })).data.data.url;
}

/** GET /v2/moodle/training_centers (spec §7): the host community's centers, by name. */
export const getTrainingCentersQueryOptions = (api?: TApi) =>
  queryOptions({
    queryKey: trainingCenterKeys.list(),
    queryFn: async () => (await (api ?? browserApi()).get<Data<TTrainingCenter[]>>('/moodle/training_centers')).data.data,
  });

/** GET /v2/moodle/training_centers/{id} (community admins): what the edit form shows; never the secret. */
export const getTrainingCenterQueryOptions = (id: number, api?: TApi) =>
  queryOptions({
    queryKey: trainingCenterKeys.details(id),
    queryFn: async () => (await (api ?? browserApi()).get<Data<TTrainingCenterDetails>>(`/moodle/training_centers/${id}`)).data.data,
  });

/** PATCH /v2/moodle/training_centers/{id}: the fields sent; without a client secret the stored one stays. */
export function useUpdateTrainingCenter(options: TWriteOptions = {}) {
  const report = useWriteError();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...trainingCenter }: TTrainingCenterUpdate & { id: number }) =>
      (await browserApi().patch<Data<TTrainingCenterDetails>>(`/moodle/training_centers/${id}`, { trainingCenter })).data.data,
    onSuccess: (center) => {
      queryClient.setQueryData(getTrainingCenterQueryOptions(center.id).queryKey, center);
      void queryClient.invalidateQueries({ queryKey: getTrainingCentersQueryOptions().queryKey });
    },
    onError: (error) => report(error, options),
  });
}

/** DELETE /v2/moodle/training_centers/{id}: the accounts it made stay, and sign in with a password. */
export function useRemoveTrainingCenter() {
  const report = useWriteError();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => void (await browserApi().delete(`/moodle/training_centers/${id}`)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: getTrainingCenterQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: getTrainingCentersQueryOptions().queryKey });
    },
    onError: (error) => report(error),
  });
}
