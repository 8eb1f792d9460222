'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getRecognitionsToReviewQueryOptions, getReviewCountsQueryOptions } from '@/lib/api/recognitions';
import { Link } from '@/lib/i18n/navigation';

const SHOWN = 3;

/**
 * On a teacher's home, above their own journal: the requests waiting for their review, the
 * latest few, each opening its review. Nothing for a member nobody asked (the header's count and
 * this panel share one query).
 */
export function ReviewWaitingPanel() {
  const t = useTranslations('recognition.workspace');
  const counts = useQuery(getReviewCountsQueryOptions());
  const waiting = counts.data?.waiting ?? 0;
  const list = useQuery({ ...getRecognitionsToReviewQueryOptions('waiting'), enabled: waiting > 0 });
  if (waiting === 0) return null;
  return (
    <section className="card stack review-waiting" aria-labelledby="review-waiting-title">
      <h2 id="review-waiting-title">{t('title', { count: waiting })}</h2>
      {list.data && (
        <ul className="review-waiting__list">
          {list.data.slice(0, SHOWN).map((recognition) => (
            <li key={recognition.id}>
              <Link href={`/recognition/review?id=${recognition.id}`}>
                {t('request', { student: `${recognition.student.firstname} ${recognition.student.lastname}`, experience: recognition.experience.description.slice(0, 80) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href="/recognition/review?filter=waiting" className="review-waiting__all">
        {t('all')}
      </Link>
    </section>
  );
}
