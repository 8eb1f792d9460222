'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field-error';

type Props = { id: string; message?: string; onChange: (file: File | null) => void };

/** The logo's file input: the server reads the real type, the `accept` list only helps the picker. */
export function LogoField({ id, message, onChange }: Props) {
  const t = useTranslations('manageGroups');
  return (
    <div className="field">
      <label htmlFor={id}>{t('logo')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
        className="p-inputtext p-component"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        aria-invalid={Boolean(message)}
        aria-describedby={`${id}-help${message ? ` ${id}-error` : ''}`}
      />
      <small id={`${id}-help`} className="muted">
        {t('logoHelp')}
      </small>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
