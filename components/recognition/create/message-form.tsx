'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { RECOGNITION_MESSAGE_MAX, messageSchema, type TMessageForm } from '@/lib/shared/validation/recognition-forms';
import { useRecognitionFormMessages } from './use-form-messages';

type Props = { formId: string; initial: string; onChange: (message: string) => void; onValid: (value: TMessageForm) => void; label?: string };

/** The answer to a teacher's question (needed): a message to the teacher, counted. */
export function MessageForm({ formId, initial, onChange, onValid, label }: Props) {
  const t = useTranslations('recognition.create.remark');
  const messages = useRecognitionFormMessages();
  const form = useForm<TMessageForm>({ resolver: zodResolver(messageSchema(messages)), defaultValues: { message: initial } });

  return (
    <form id={formId} noValidate className="stack" onSubmit={form.handleSubmit(onValid)}>
      <CountedTextField
        control={form.control}
        name="message"
        id={`${formId}-message`}
        label={label ?? t('label')}
        placeholder={t('placeholder')}
        max={RECOGNITION_MESSAGE_MAX}
        counter={(count) => t('counter', { count: String(count), max: String(RECOGNITION_MESSAGE_MAX) })}
        onValueChange={onChange}
      />
    </form>
  );
}
