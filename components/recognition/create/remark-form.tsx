'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { TextField } from '@/components/ui/text-field';
import { RECOGNITION_MESSAGE_MAX, remarkSchema, type TRemarkForm } from '@/lib/shared/validation/recognition-forms';
import { ProofConsent, type TProofFacts } from './proof-consent';
import { useRecognitionFormMessages } from './use-form-messages';

/** What the draft keeps of this step: all but the agreement, asked anew each time. */
export type TRemarkDraft = Omit<TRemarkForm, 'accepted'>;

type Props = { formId: string; initial: TRemarkDraft; proof: TProofFacts; onChange: (value: TRemarkDraft) => void; onValid: (value: TRemarkForm) => void };

/**
 * Step "remark": the badge's title (the name a wallet or LinkedIn shows), a word to the teacher,
 * counted, and what the public proof will show, agreed.
 */
export function RemarkForm({ formId, initial, proof, onChange, onValid }: Props) {
  const t = useTranslations('recognition.create.remark');
  const messages = useRecognitionFormMessages();
  const form = useForm<TRemarkForm>({ resolver: zodResolver(remarkSchema(messages)), mode: 'onTouched', defaultValues: { ...initial, accepted: false } });
  // The draft keeps what is typed, for a reload or a step back: each change is handed on, never the first values.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          onChangeRef.current({ title: values.title ?? '', message: values.message ?? '', showsText: Boolean(values.showsText), showsPicture: Boolean(values.showsPicture) }),
      }),
    [form],
  );

  return (
    <form id={formId} noValidate className="stack" onSubmit={form.handleSubmit(onValid)}>
      <TextField control={form.control} name="title" id={`${formId}-title`} label={t('title')} message={form.formState.errors.title?.message} />
      <p className="muted small">{t('titleHint')}</p>
      <CountedTextField
        control={form.control}
        name="message"
        id={`${formId}-message`}
        label={t('label')}
        placeholder={t('placeholder')}
        max={RECOGNITION_MESSAGE_MAX}
        counter={(count) => t('counter', { count: String(count), max: String(RECOGNITION_MESSAGE_MAX) })}
      />
      <ProofConsent formId={formId} facts={proof} control={form.control} error={form.formState.errors.accepted?.message} />
    </form>
  );
}
