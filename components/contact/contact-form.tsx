'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CountedTextField } from '@/components/ui/form/counted-text-field';
import { Button } from '@/components/ui/prime/button';
import { TextField } from '@/components/ui/text-field';
import { useSendContactMessage } from '@/lib/api/contacts';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { CONTACT_LIMITS } from '@/lib/shared/validation/contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * /contact's form. Once sent, the form gives way to what happens next, so that nobody sends the same question twice.
 */
export function ContactForm({ community, sender }: { community: string; sender: { name: string; email: string } | null }) {
  const t = useTranslations();
  const locale = useLocale() as TLocale;
  const text = (field: (typeof FIELDS)[number]) => {
    const label = t(`contact.${field}`);
    const max = CONTACT_LIMITS[field];
    return [z.trim(), z.minLength(1, t('validation.required', { field: label })), z.maxLength(max, t('validation.tooLong', { field: label, max: String(max) }))] as const;
  };
  const schema = z.object({
    name: z.string().check(...text('name')),
    email: z.string().check(...text('email'), z.email(t('validation.email'))),
    subject: z.string().check(...text('subject')),
    message: z.string().check(...text('message')),
  });
  type TValues = z.infer<typeof schema>;
  const form = useForm<TValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: sender?.name ?? '', email: sender?.email ?? '', subject: '', message: '' },
  });
  const send = useSendContactMessage({
    onFieldErrors: (errors) => {
      const mine = FIELDS.filter((field) => errors[field]?.length);
      if (!mine.length) return false;
      for (const field of mine) form.setError(field, { type: 'server', message: errors[field]!.join(', ') });
    },
  });
  const onSubmit = form.handleSubmit((values) => send.mutate({ ...values, locale }));

  if (send.isSuccess) {
    return (
      <div role="status" className="notice stack">
        <p>{t('contact.sent', { community, email: form.getValues('email') })}</p>
        <Button type="button" outlined label={t('contact.another')} onClick={() => { form.reset({ ...form.getValues(), subject: '', message: '' }); send.reset(); }} />
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('contact.formLabel')}>
      <TextField control={form.control} name="name" id="contact-name" label={t('contact.name')} autoComplete="name" message={form.formState.errors.name?.message} />
      <TextField control={form.control} name="email" id="contact-email" label={t('contact.email')} type="email" autoComplete="email" message={form.formState.errors.email?.message} />
      <TextField control={form.control} name="subject" id="contact-subject" label={t('contact.subject')} message={form.formState.errors.subject?.message} />
      <CountedTextField
        control={form.control}
        name="message"
        id="contact-message"
        label={t('contact.message')}
        placeholder={t('contact.messagePlaceholder')}
        rows={6}
        max={CONTACT_LIMITS.message}
        counter={(count) => t('contact.count', { count: String(count), max: String(CONTACT_LIMITS.message) })}
      />
      <Button type="submit" label={send.isPending ? t('contact.sending') : t('contact.send')} loading={send.isPending} disabled={send.isPending} />
    </form>
  );
}
