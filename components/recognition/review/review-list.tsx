'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { getRecognitionsToReviewQueryOptions } from '@/lib/api/recognitions';
import { formatRecognitionDate } from '@/lib/shared/format/recognition';
import { Link } from '@/lib/i18n/navigation';
import type { TRecognitionStatus, TReviewFilter } from '@/lib/shared/validation/recognition-rules';

const BADGE: Record<TRecognitionStatus, string> = {
  pending: 'badge--pending',
  teacher_action: 'badge--pending',
  student_action: 'badge--pending',
  accepted: 'badge--active',
  declined: 'badge--disabled',
};

/** The signed-in teacher's requests in one filter of their workspace, latest first; each opens its review. */
export function ReviewList({ filter }: { filter: TReviewFilter }) {
  const t = useTranslations('recognition.review');
  const locale = useLocale();
  const list = useQuery(getRecognitionsToReviewQueryOptions(filter));
  if (list.isPending) return <p className="muted">{t('loading')}</p>;
  if (list.isError) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="muted">{t(`empty.${filter}`)}</p>;
  return (
    <ul className="stack review-list">
      {list.data.map((recognition) => (
        <li key={recognition.id} className="card review-list__item">
          <Link href={`/recognition/review?id=${recognition.id}`} className="review-list__link">
            <strong>
              {recognition.student.firstname} {recognition.student.lastname}
            </strong>{' '}
            <span className={`badge ${BADGE[recognition.status]}`}>{t(`status.${recognition.status}`)}</span>
            <span className="review-list__description">{recognition.experience.description}</span>
            <span className="muted">
              {t('askedOn', { date: formatRecognitionDate(recognition.createdAt, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
