'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getReviewCountsQueryOptions } from '@/lib/api/recognitions';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

/**
 * Beside the header's review link: how many requests wait for the signed-in teacher. Fetched
 * once the page has loaded and the browser is idle, so that no page waits for it, and a phone's
 * first paint does not share its start with the API client's script; nothing when none waits.
 */
export function ReviewWaitingCount() {
  const t = useTranslations('nav');
  const counts = useQuery({ ...getReviewCountsQueryOptions(), enabled: useAfterLoad() });
  const waiting = counts.data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{waiting}</span>
      <span className="visually-hidden">{t('reviewWaiting', { count: waiting })}</span>
    </span>
  );
}
