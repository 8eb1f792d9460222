'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { getRecognitionQueryOptions } from '@/lib/api/recognitions';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { ReviewForm } from './review-form';
import { ReviewLinkExpired } from './review-link-expired';

/** One recognition to review: a signed-in teacher's (by id), or an external teacher's through the mail's token. */
export function ReviewView({ id, token }: { id: number; token: string | null }) {
  const t = useTranslations('recognition.review');
  const recognition = useQuery({ ...getRecognitionQueryOptions(id, token), retry: false });
  if (recognition.isPending) return <p className="muted">{t('loading')}</p>;
  if (recognition.isError) {
    const status = ApiError.from(recognition.error).status;
    // An expired or used link answers 401/403/404/410 alike: the teacher can ask for a fresh one.
    if (token && [401, 403, 404, 410].includes(status)) return <ReviewLinkExpired token={token} />;
    // Cancelled by the learner, or never addressed to this teacher.
    if (status === 404)
      return (
        <p role="status" className="notice">
          {t('gone')}
        </p>
      );
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void recognition.refetch()} />;
  }
  return (
    <div className="stack">
      {!token && (
        <Link href="/recognition/review" className="back-link">
          <span className="pi pi-chevron-left" aria-hidden="true" /> {t('backToList')}
        </Link>
      )}
      <ReviewForm recognition={recognition.data} token={token} />
    </div>
  );
}
