'use client';

import dayjs from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { addLocale } from 'primereact/api';
import { Calendar } from 'primereact/calendar';
import { CALENDAR_LABELS, calendarLocale, type TCalendarLabels } from '@/lib/format/calendar-locale';

const registered = new Set<string>();

type Props = {
  id: string;
  label: string;
  value: Date;
  onChange: (value: Date) => void;
  /** With hours and minutes (an experience's moment); without, the day alone, kept at noon so that it is the same day in every time zone. */
  withTime?: boolean;
};

/**
 * A date in the page's language and pattern, typed or picked, whatever the browser's own language:
 * a native date input shows and picks dates in the browser's language, not the page's.
 */
export function DateField({ id, label, value, onChange, withTime = false }: Props) {
  const locale = useLocale();
  const t = useTranslations('datePicker');
  if (!registered.has(locale)) {
    addLocale(locale, calendarLocale(locale, Object.fromEntries(CALENDAR_LABELS.map((key) => [key, t(key)])) as TCalendarLabels));
    registered.add(locale);
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        value={value}
        locale={locale}
        showIcon
        showTime={withTime}
        hourFormat="24"
        // PrimeReact marks its days aria-selected on a span with no role that allows it (axe:
        // aria-allowed-attr): each day is a button the arrows move between, pressed once chosen.
        pt={{ dayLabel: (options) => ({ role: 'button', 'aria-selected': undefined, 'aria-pressed': Boolean(options?.context.selected) }) }}
        onChange={(e) => {
          if (e.value instanceof Date) onChange(withTime ? e.value : dayjs(e.value).hour(12).startOf('hour').toDate());
        }}
      />
    </div>
  );
}
