'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/prime/button';
import { getRecognitionQueryOptions, useAnswerTeacher, useCancelRecognition, useResendRecognition } from '@/lib/api/recognitions';
import { canResend, formatRecognitionDate, isRecognitionPending } from '@/lib/shared/format/recognition';
import { useRouter } from '@/lib/i18n/navigation';
import { useConfirmStore } from '@/lib/stores/confirm-store';
import { showToast } from '@/lib/stores/toast-store';
import type { TRecognition } from '@/lib/shared/validation/recognition';
import { RECOGNITION_RESEND_AFTER_DAYS } from '@/lib/shared/validation/recognition-rules';
import { RecognitionThread } from './recognition-thread';

// Only a recognition waiting on the learner's answer shows a form: its code (react-hook-form and
// zod, a third of the experience page's script) loads then, not with every experience page.
const MessageForm = dynamic(() => import('./create/message-form').then((m) => m.MessageForm));

/**
 * Spec §4 on the experience page, for its author: where the recognition stands, the
 * conversation with the teacher, the answer to a question, 'Relancer' (after 7 days) and 'Annuler'.
 */
export function RecognitionPanel({ recognitionId }: { recognitionId: number }) {
  const t = useTranslations('recognition.panel');
  const recognition = useQuery({ ...getRecognitionQueryOptions(recognitionId), retry: false });
  // Spec §8: a failed details read is only logged; the card's badge still says it is under way.
  useEffect(() => {
    if (recognition.error) console.error('Recognition details failed', recognition.error);
  }, [recognition.error]);
  if (!recognition.data) return null;
  return (
    <section className="card stack recognition-panel-details" aria-labelledby="recognition-panel-title">
      <h2 id="recognition-panel-title" className="h3">
        {isRecognitionPending(recognition.data) && <span className="badge badge--pending">{t('badge')}</span>} {t(`title.${recognition.data.status}`)}
      </h2>
      <PanelBody recognition={recognition.data} />
    </section>
  );
}

function PanelBody({ recognition }: { recognition: TRecognition }) {
  const t = useTranslations('recognition.panel');
  const toastOf = useTranslations('recognition.success');
  const locale = useLocale();
  const router = useRouter();
  const resend = useResendRecognition();
  const cancel = useCancelRecognition();
  const answer = useAnswerTeacher();
  const pending = isRecognitionPending(recognition);
  const resendable = canResend(recognition.resendableAt);
  const teacher = `${recognition.teacher.firstname} ${recognition.teacher.lastname}`;

  const onResend = () =>
    resend.mutate(recognition.id, { onSuccess: () => showToast({ severity: 'success', summary: toastOf('resend') }) });

  const onCancel = () =>
    useConfirmStore.getState().ask({
      header: t('cancelConfirm.title'),
      message: t('cancelConfirm.message', { teacher }),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      acceptLabel: t('cancelConfirm.accept'),
      rejectLabel: t('cancelConfirm.reject'),
      accept: async () =>
        cancel.mutate(recognition.id, {
          onSuccess: () => {
            showToast({ severity: 'success', summary: toastOf('cancel') });
            router.refresh();
          },
        }),
    });

  return (
    <>
      <dl className="facts">
        <dt>{t('teacher')}</dt>
        <dd>
          {teacher} <span className="muted">({recognition.teacher.email})</span>
        </dd>
        <dt>{t('requestedOn')}</dt>
        <dd>
          <time dateTime={recognition.createdAt}>{formatRecognitionDate(recognition.createdAt, locale)}</time>
        </dd>
        <dt>{t('updatedOn')}</dt>
        <dd>
          <time dateTime={recognition.updatedAt}>{formatRecognitionDate(recognition.updatedAt, locale)}</time>
        </dd>
      </dl>
      <RecognitionThread recognition={recognition} />
      {recognition.status === 'student_action' && (
        <div className="stack">
          <MessageForm
            formId="recognition-answer"
            initial=""
            label={t('answerLabel')}
            onChange={() => undefined}
            onValid={({ message }) =>
              answer.mutate({ id: recognition.id, studentMessage: message }, { onSuccess: () => showToast({ severity: 'success', summary: toastOf('answer') }) })
            }
          />
          <Button type="submit" form="recognition-answer" label={t('answer')} icon="pi pi-send" loading={answer.isPending} disabled={answer.isPending} />
        </div>
      )}
      {pending && (
        <div className="stack">
          <div className="row">
            {recognition.resendableAt && (
              <Button type="button" label={t('resend')} icon="pi pi-replay" outlined disabled={!resendable || resend.isPending} aria-describedby="recognition-resend-note" onClick={onResend} />
            )}
            <Button type="button" label={t('cancel')} icon="pi pi-times" severity="danger" outlined disabled={cancel.isPending} onClick={onCancel} />
          </div>
          {recognition.resendableAt && (
            <p id="recognition-resend-note" className="muted">
              {resendable ? t('resendNow') : t('resendFrom', { date: formatRecognitionDate(recognition.resendableAt, locale), days: String(RECOGNITION_RESEND_AFTER_DAYS) })}
            </p>
          )}
        </div>
      )}
    </>
  );
}
