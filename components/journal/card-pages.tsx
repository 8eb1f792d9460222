'use client';

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CardPlaceholders } from '@/components/ui/card-placeholders';
import { LoadError } from '@/components/ui/load-error';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import type { TPaginated } from '@/lib/shared/validation/pagination';

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<TPaginated<T>>>;
  /** The list's accessible name. */
  label: string;
  loadError: string;
  empty: ReactNode;
  keyOf: (item: T) => string | number;
  children: (item: T, index: number) => ReactNode;
};

/**
 * Cards page after page, as every journal shows them: placeholders while the first page loads,
 * a retry when it failed, the list's own empty state, then the next page as the end nears.
 */
export function CardPages<T>({ query, label, loadError, empty, keyOf, children }: Props<T>) {
  const t = useTranslations('journal');
  const sentinel = useLoadMore(query);

  if (query.isPending) return <CardPlaceholders label={t('loading')} />;
  if (query.isError) return <LoadError message={loadError} retryLabel={t('retry')} onRetry={() => void query.refetch()} isCard />;
  const items = query.data.pages.flatMap((page) => page.paginatedResults);
  if (!items.length) return empty;
  return (
    <>
      <ul className="card-grid journal" aria-label={label}>
        {items.map((item, index) => (
          <li key={keyOf(item)}>{children(item, index)}</li>
        ))}
      </ul>
      {query.isFetchingNextPage && <CardPlaceholders label={t('loadingMore')} />}
      <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
    </>
  );
}
