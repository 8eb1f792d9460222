'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LOCALES } from '@/lib/shared/i18n/locales';

/** The six languages, each named in itself, as a form's field. */
export function LocaleSelect({ id, label, field }: { id: string; label: string; field: UseFormRegisterReturn }) {
  const t = useTranslations('language');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="p-inputtext p-component" {...field}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
