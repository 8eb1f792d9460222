'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { CardPlaceholders } from '@/components/ui/card-placeholders';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import { ExperienceJournalCard } from './experience-journal-card';
import { StoryJournalCard } from './story-journal-card';

/** `viewerId`: who reads the journal, as the server knew it when it drew the page. */
type Props = { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string; viewerId: number | null };

/** A journal page after page; in the official area, the community's showcase, public stories open their public page (spec §2). */
export function JournalList({ scope, filter, emptyMessage, viewerId }: Props) {
  const t = useTranslations('journal');
  const query = useInfiniteQuery(getJournalQueryOptions(scope, filter));
  const sentinel = useLoadMore(query);

  if (query.isPending) return <CardPlaceholders label={t('loading')} />;
  if (query.isError) {
    return (
      <div className="empty-state card" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="p-button p-button-outlined" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.paginatedResults);
  if (!items.length) {
    return (
      <div className="empty-state card">
        <span className="pi pi-inbox big-icon" aria-hidden="true" />
        <p>{emptyMessage}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="card-grid journal" aria-label={t('listLabel')}>
        {items.map(({ journalItem }, index) => (
          <li key={`${journalItem.type}-${journalItem.id}`}>
            {journalItem.type === 'Story' ? <StoryJournalCard story={journalItem} redirectToPublic={scope.kind === 'official'} viewerId={viewerId} /> : <ExperienceJournalCard experience={journalItem} viewerId={viewerId} eager={index < 2} first={index === 0} />}
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && <CardPlaceholders label={t('loadingMore')} />}
      <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
    </>
  );
}
