'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getReviewCountsQueryOptions } from '@/lib/api/recognitions';

/**
 * Beside the header's review link: how many requests wait for the signed-in teacher. Fetched
 * after the page shows, so that no page waits for it; nothing when none waits.
 */
export function ReviewWaitingCount() {
  const t = useTranslations('nav');
  const counts = useQuery(getReviewCountsQueryOptions());
  const waiting = counts.data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{waiting}</span>
      <span className="visually-hidden">{t('reviewWaiting', { count: waiting })}</span>
    </span>
  );
}
