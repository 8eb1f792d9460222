import { getLocale, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { PageMeta } from '@/components/layout/page-meta';
import { formatRecognitionDate } from '@/lib/shared/format/recognition';
import { Link } from '@/lib/i18n/navigation';
import type { TRecognition } from '@/lib/shared/validation/recognition';
import { RECOGNITION_RESEND_AFTER_DAYS } from '@/lib/shared/validation/recognition-rules';

/** Spec §2 /recognition/{id}/success: the request is on its way, and what happens next. */
export async function RecognitionSuccessView({ recognition }: { recognition: TRecognition }) {
  const t = await getTranslations('recognition.successPage');
  const locale = await getLocale();
  const teacher = `${recognition.teacher.firstname} ${recognition.teacher.lastname}`;
  return (
    <section className="card stack recognition-success" aria-labelledby="recognition-success-title">
      <PageMeta hideMenu />
      <BackLink href={`/experiences/${recognition.experience.id}`} />
      <h1 id="recognition-success-title">
        <span className="pi pi-check-circle recognition-success__icon" aria-hidden="true" /> {t('title')}
      </h1>
      <p>{t('sentTo', { teacher, email: recognition.teacher.email, date: formatRecognitionDate(recognition.createdAt, locale) })}</p>
      <h2 className="h3">{t('nextTitle')}</h2>
      <ol className="stack recognition-success__next">
        <li>{t('next.review')}</li>
        <li>{t('next.question')}</li>
        <li>{t('next.certified')}</li>
        <li>{t('next.resend', { days: String(RECOGNITION_RESEND_AFTER_DAYS) })}</li>
      </ol>
      <div className="row">
        <Link href={`/experiences/${recognition.experience.id}`} className="p-button p-component">
          <span className="p-button-label">{t('toExperience')}</span>
        </Link>
        <Link href="/" className="p-button p-component p-button-outlined p-button-secondary">
          <span className="p-button-label">{t('toJournal')}</span>
        </Link>
      </div>
    </section>
  );
}
