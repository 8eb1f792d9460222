import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApi } from './client';
import { useTranslations } from 'next-intl';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import type { TPortrait, TPortraitUpdateInput } from '@/lib/shared/validation/portrait';
import { browserApi } from './browser-client';
import { ApiError } from './errors';
import { portraitKeys } from './query-keys';

type Data<T> = { data: T };

/** Spec §7 GET /v2/portraits/{id}, id being the user's: a 404 when the reader may not see it. */
export async function fetchPortrait(userId: number, api: TApi = browserApi()): Promise<TPortrait> {
  const body = (await api.get<Data<TPortrait>>(`/portraits/${userId}`)).data;
  if (!body?.data) throw new ApiError('Portrait not found', 404, 'NOT_FOUND', null);
  return body.data;
}

/** Read afresh each time it is shown: its skills follow every experience its author saves. */
export const getPortraitQueryOptions = (userId: number, api?: TApi) =>
  queryOptions({ queryKey: portraitKeys.of(userId), queryFn: () => fetchPortrait(userId, api), staleTime: 0 });

async function savePortrait({ userId, changes }: { userId: number; changes: TPortraitUpdateInput }): Promise<TPortrait> {
  return (await browserApi().put<Data<TPortrait>>(`/portraits/${userId}`, { portrait: changes })).data.data;
}

/** Spec §7 PUT /v2/portraits/{id}: the answer is the portrait as saved, shown at once. */
export function useSavePortrait({ onFieldErrors }: TWriteOptions = {}) {
  const t = useTranslations('portrait');
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: savePortrait,
    onSuccess: (portrait) => queryClient.setQueryData(getPortraitQueryOptions(portrait.id).queryKey, portrait),
    onError: (error) => report(error, { summary: t('saveError'), detail: t('saveErrorDetail'), onFieldErrors }),
  });
}
