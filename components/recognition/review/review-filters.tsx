'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getReviewCountsQueryOptions } from '@/lib/api/recognitions';
import { Link } from '@/lib/i18n/navigation';
import { REVIEW_FILTERS, type TReviewFilter } from '@/lib/shared/validation/recognition-rules';

/** The workspace's filters, each with how many requests it holds; links, so that each list has its address. */
export function ReviewFilters({ current }: { current: TReviewFilter }) {
  const t = useTranslations('recognition.review.filters');
  const counts = useQuery(getReviewCountsQueryOptions());
  return (
    <nav aria-label={t('label')} className="review-filters">
      {REVIEW_FILTERS.map((filter) => (
        <Link key={filter} href={`/recognition/review?filter=${filter}`} aria-current={filter === current ? 'page' : undefined} className="review-filters__link">
          {t(filter)}
          {counts.data && <span className="review-filters__count">{counts.data[filter]}</span>}
        </Link>
      ))}
    </nav>
  );
}
