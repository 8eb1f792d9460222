import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { Prefetched } from '@/lib/api/hydrate';
import { getCurrentUser } from '@/lib/auth/current-user';
import { JournalList } from './journal-list';

/**
 * Page 0 comes with the page; the client island then scrolls for more (spec §8: load failures are
 * only logged). The viewer comes from the server too: the cards' menus and author links are in
 * the server's HTML as the browser will draw them, so nothing moves when the page hydrates.
 */
export async function JournalSection({ scope, filter, emptyMessage }: { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string }) {
  const viewer = await getCurrentUser();
  return (
    <Prefetched query={(api) => getJournalQueryOptions(scope, filter, api)}>
      <JournalList scope={scope} filter={filter} emptyMessage={emptyMessage} viewerId={viewer?.id ?? null} />
    </Prefetched>
  );
}
