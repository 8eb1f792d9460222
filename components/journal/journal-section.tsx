import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { serverApi } from '@/lib/api/server';
import { getServerQueryClient } from '@/lib/api/server-query-client';
import { JournalList } from './journal-list';

/**
 * The server prefetches page 0 through the typed API layer and hands it to React Query;
 * the client island then scrolls for more. A failed prefetch is left to the client, which
 * shows the translated error state (spec §8: journal loading failures are only logged).
 */
export async function JournalSection({ scope, filter, emptyMessage }: { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string }) {
  const queryClient = getServerQueryClient();
  await queryClient.prefetchInfiniteQuery(getJournalQueryOptions(scope, filter, await serverApi()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <JournalList scope={scope} filter={filter} emptyMessage={emptyMessage} />
    </HydrationBoundary>
  );
}
