import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useWriteError } from '@/lib/hooks/use-write-error';
import type { TDataExport } from '@/lib/shared/validation/data-export';
import { DATA_EXPORT_POLL_INTERVAL_MS } from '@/lib/shared/validation/data-export-rules';
import { browserApi } from './browser-client';
import { dataExportKeys } from './query-keys';

type Data<T> = { data: T };

/** GET /v2/users/{id}/data_exports/latest: the person's newest export that has not expired, or null. */
async function fetchLatestDataExport(userId: number): Promise<TDataExport | null> {
  return (await browserApi().get<Data<TDataExport | null>>(`/users/${userId}/data_exports/latest`)).data.data;
}

const isUnderWay = (found: TDataExport | null | undefined) => found?.status === 'queued' || found?.status === 'running';

/** Polled while the archive is being built, then left alone: a ready or failed export does not change. */
export const getLatestDataExportQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: dataExportKeys.latest(userId),
    queryFn: () => fetchLatestDataExport(userId),
    refetchInterval: (query) => (isUnderWay(query.state.data) ? DATA_EXPORT_POLL_INTERVAL_MS : false),
  });

/** Where the browser downloads the archive: same origin, the session cookie goes along (the link alone opens nothing). */
export const dataExportDownloadUrl = (id: number) => `/api/v2/data_exports/${id}/download`;

async function startDataExport(userId: number): Promise<TDataExport> {
  return (await browserApi().post<Data<TDataExport>>(`/users/${userId}/data_exports`)).data.data;
}

/** POST /v2/users/{id}/data_exports: the answer (a new export, or the one under way) starts the polling. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  const report = useWriteError();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (started, userId) => queryClient.setQueryData(getLatestDataExportQueryOptions(userId).queryKey, started),
    onError: (error) => report(error),
  });
}
