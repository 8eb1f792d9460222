/** Spec §9: "Relative times refresh every 10000 ms". */
export const RELATIVE_TIME_REFRESH_MS = 10_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Building an Intl formatter costs far more than formatting with one: a journal page formats
// two dates per card, so each locale's formatters are built once (server rendering).
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const fullFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/** What `date.toLocaleString(locale)` writes (numeric date and time), from a formatter built once. */
export function formatDateTime(date: string | Date, locale: string): string {
  let format = fullFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    fullFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

/**
 * Spec §9: units from second to year, and "just now" under one minute (the caller's
 * translation). Intl.RelativeTimeFormat speaks all six languages.
 */
export function formatRelativeTime(date: string | Date, now: Date, locale: string, justNow: string): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return justNow;
  const format = relativeFormat(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
