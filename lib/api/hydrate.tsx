import 'server-only';
import { dehydrate, HydrationBoundary, type FetchInfiniteQueryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ReactNode } from 'react';
import { serverApi } from './server';
import { getServerQueryClient } from './server-query-client';

/** The read's own queryOptions or infiniteQueryOptions, built for the server's client. */
type TRead<TData, TKey extends QueryKey, TPage> = FetchQueryOptions<TData, Error, TData, TKey> | FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>;

const isInfinite = <TData, TKey extends QueryKey, TPage>(read: TRead<TData, TKey, TPage>): read is FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage> =>
  'initialPageParam' in read;

type Props<TData, TKey extends QueryKey, TPage> = { query: (api: AxiosInstance) => TRead<TData, TKey, TPage>; children: ReactNode };

/**
 * Prefetch then hydrate (STYLE §7), the one way: the server fills this request's QueryClient
 * through the read's options, and the client island below reads the same key without a
 * second request. A failed prefetch is left to the island, which shows its own error state.
 */
export async function Prefetched<TData, TKey extends QueryKey, TPage>({ query, children }: Props<TData, TKey, TPage>) {
  const queryClient = getServerQueryClient();
  const read = query(await serverApi());
  await (isInfinite(read) ? queryClient.prefetchInfiniteQuery(read) : queryClient.prefetchQuery(read));
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
