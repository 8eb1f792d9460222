'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { TextField } from '@/components/ui/text-field';
import { RECOGNITION_MESSAGE_MAX, remarkSchema, type TRemarkForm } from '@/lib/shared/validation/recognition-forms';
import { useRecognitionFormMessages } from './use-form-messages';

type Props = { formId: string; initial: TRemarkForm; onChange: (value: TRemarkForm) => void; onValid: (value: TRemarkForm) => void };

/** Step "remark": the badge's title (the name a wallet or LinkedIn shows), and a word to the teacher, counted. */
export function RemarkForm({ formId, initial, onChange, onValid }: Props) {
  const t = useTranslations('recognition.create.remark');
  const messages = useRecognitionFormMessages();
  const form = useForm<TRemarkForm>({ resolver: zodResolver(remarkSchema(messages)), mode: 'onTouched', defaultValues: initial });
  // The draft keeps what is typed, for a reload or a step back: each change is handed on, never the first values.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => onChangeRef.current({ title: values.title ?? '', message: values.message ?? '' }) }),
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
    </form>
  );
}
