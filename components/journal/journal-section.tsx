import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { Prefetched } from '@/lib/api/hydrate';
import { JournalList } from './journal-list';

/** Page 0 comes with the page; the client island then scrolls for more (spec §8: load failures are only logged). */
export function JournalSection({ scope, filter, emptyMessage }: { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string }) {
  return (
    <Prefetched query={(api) => getJournalQueryOptions(scope, filter, api)}>
      <JournalList scope={scope} filter={filter} emptyMessage={emptyMessage} />
    </Prefetched>
  );
}
