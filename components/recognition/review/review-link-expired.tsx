'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useAskForReviewLink } from '@/lib/api/recognitions';

/** An external teacher's link that expired or was used: why, and a fresh one by e-mail. */
export function ReviewLinkExpired({ token }: { token: string }) {
  const t = useTranslations('recognition.review.expired');
  const ask = useAskForReviewLink();
  return (
    <section className="card stack" aria-labelledby="review-expired-title">
      <h1 id="review-expired-title">{t('title')}</h1>
      <p>{t('body')}</p>
      {ask.isSuccess ? (
        <p role="status" className="notice">
          {t('sent')}
        </p>
      ) : (
        <Button type="button" icon="pi pi-envelope" label={t('askLink')} loading={ask.isPending} disabled={ask.isPending} onClick={() => ask.mutate(token)} />
      )}
    </section>
  );
}
