'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { getRecognitionsToReviewQueryOptions } from '@/lib/api/recognitions';
import { formatRecognitionDate } from '@/lib/shared/format/recognition';
import { Link } from '@/lib/i18n/navigation';

/** The signed-in teacher's recognitions, those waiting for them first; each opens its review. */
export function ReviewList() {
  const t = useTranslations('recognition.review');
  const locale = useLocale();
  const list = useQuery(getRecognitionsToReviewQueryOptions());
  if (list.isPending) return <p className="muted">{t('loading')}</p>;
  if (list.isError) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="muted">{t('empty')}</p>;
  return (
    <ul className="stack review-list">
      {list.data.map((recognition) => (
        <li key={recognition.id} className="card review-list__item">
          <Link href={`/recognition/review?id=${recognition.id}`} className="review-list__link">
            <strong>
              {recognition.student.firstname} {recognition.student.lastname}
            </strong>{' '}
            <span className="badge badge--pending">{t(`status.${recognition.status}`)}</span>
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
