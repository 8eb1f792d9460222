import type { LocaleOptions } from 'primereact/api';

/** The date picker's words that no Intl formatter gives: its buttons' names, from messages (datePicker). */
export const CALENDAR_LABELS = ['chooseDate', 'chooseMonth', 'chooseYear', 'prevMonth', 'nextMonth', 'prevYear', 'nextYear', 'prevDecade', 'nextDecade'] as const;
export type TCalendarLabels = Record<(typeof CALENDAR_LABELS)[number], string>;

/** Any day with a two-digit day and month, to read a language's numeric date pattern from. */
const SAMPLE_DAY = new Date(2024, 10, 26);
const days = (locale: string, weekday: 'long' | 'short') => {
  const format = new Intl.DateTimeFormat(locale, { weekday });
  // PrimeReact wants Sunday first (2024-01-07 was one), then shifts the row by firstDayOfWeek.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, 7 + i)));
};
// With the year, as in the picker's title: alone, a month takes its genitive in Greek (Νοεμβρίου).
const months = (locale: string, month: 'long' | 'short') => {
  const format = new Intl.DateTimeFormat(locale, { month, year: 'numeric' });
  return Array.from({ length: 12 }, (_, i) => format.formatToParts(new Date(2024, i, 1)).find((part) => part.type === 'month')!.value);
};

/**
 * The page's date pattern in PrimeReact's notation (dd, mm, yy for the four-digit year), from the
 * language's own numeric date: 26/11/2026 in French, 11/26/2026 in English, 26-11-2026 in Dutch.
 */
export function calendarDateFormat(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(SAMPLE_DAY);
  return parts.map((part) => ({ day: 'dd', month: 'mm', year: 'yy' })[part.type as 'day' | 'month' | 'year'] ?? part.value).join('');
}

/**
 * A PrimeReact locale for the page's language (otherwise the date picker follows the browser's
 * language, not the page's): month and day names from Intl, so they are the language's own, and
 * the buttons' names from our messages.
 */
export function calendarLocale(locale: string, labels: TCalendarLabels): LocaleOptions {
  const shortDays = days(locale, 'short');
  return {
    ...labels,
    // The week starts on Monday in every language we speak.
    firstDayOfWeek: 1,
    dayNames: days(locale, 'long'),
    dayNamesShort: shortDays,
    dayNamesMin: shortDays.map((day) => day.replace('.', '').slice(0, 2)),
    monthNames: months(locale, 'long'),
    monthNamesShort: months(locale, 'short'),
    dateFormat: calendarDateFormat(locale),
    showMonthAfterYear: false,
  } as LocaleOptions;
}
