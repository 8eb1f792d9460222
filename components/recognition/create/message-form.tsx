'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { FieldError } from '@/components/ui/field-error';
import { RECOGNITION_MESSAGE_MAX, messageSchema, remarkSchema, type TMessageForm } from '@/lib/shared/validation/recognition-forms';
import { useRecognitionFormMessages } from './use-form-messages';

type Props = { formId: string; initial: string; onChange: (message: string) => void; onValid: (value: TMessageForm) => void; label?: string; isOptional?: boolean };

/** Step "remark" (optional), and the answer to a teacher's question (needed): a message to the teacher, counted. */
export function MessageForm({ formId, initial, onChange, onValid, label, isOptional = false }: Props) {
  const t = useTranslations('recognition.create.remark');
  const messages = useRecognitionFormMessages();
  const form = useForm<TMessageForm>({ resolver: zodResolver((isOptional ? remarkSchema : messageSchema)(messages)), defaultValues: { message: initial } });
  const error = form.formState.errors.message?.message;

  return (
    <form id={formId} noValidate className="stack" onSubmit={form.handleSubmit(onValid)}>
      <Controller
        control={form.control}
        name="message"
        render={({ field }) => (
          <CountedTextarea
            id={`${formId}-message`}
            label={label ?? t('label')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onChange(value);
            }}
            placeholder={t('placeholder')}
            tooLong={field.value.length > RECOGNITION_MESSAGE_MAX}
            counter={t('counter', { count: String(field.value.length), max: String(RECOGNITION_MESSAGE_MAX) })}
          />
        )}
      />
      <FieldError id={`${formId}-error`} message={error} />
    </form>
  );
}
