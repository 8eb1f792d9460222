import { JOURNAL_FILTERS, type TJournalFilter } from '@/lib/api/journals';

export type TApplicationJournal = { area: 'community' | 'official'; filter: TJournalFilter };

const TABS: readonly string[] = JOURNAL_FILTERS.filter((filter) => filter !== 'index');

/**
 * Which journal of the community admins' area a path below /application shows: [] and
 * [<tab>] the community's, ['official'] and ['official', <tab>] the official one; anything
 * else is no page (null, a 404).
 */
export function applicationJournalOf(path: string[] = []): TApplicationJournal | null {
  const area = path[0] === 'official' ? 'official' : 'community';
  const [tab, ...rest] = area === 'official' ? path.slice(1) : path;
  if (rest.length) return null;
  if (tab === undefined) return { area, filter: 'index' };
  return TABS.includes(tab) ? { area, filter: tab as TJournalFilter } : null;
}
