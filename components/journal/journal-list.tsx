'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { CardPlaceholders } from './card-placeholder';
import { ExperienceJournalCard } from './experience-journal-card';
import { StoryJournalCard } from './story-journal-card';

/** Spec §9: the next page loads when the end of the list is 50 px away. */
const INFINITE_SCROLL_DISTANCE_PX = 50;

type Props = { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string };

export function JournalList({ scope, filter, emptyMessage }: Props) {
  const t = useTranslations('journal');
  const query = useInfiniteQuery(getJournalQueryOptions(scope, filter));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

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
            {journalItem.type === 'Story' ? <StoryJournalCard story={journalItem} /> : <ExperienceJournalCard experience={journalItem} eager={index < 2} first={index === 0} />}
          </li>
        ))}
      </ul>
      {isFetchingNextPage && <CardPlaceholders label={t('loadingMore')} />}
      <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
    </>
  );
}
