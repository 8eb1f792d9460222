import { describe, expect, it } from 'vitest';
import { CALENDAR_LABELS, calendarDateFormat, calendarLocale, type TCalendarLabels } from '@/lib/format/calendar-locale';

// Issue 8: "the date picker follows the browser's locale instead of the page's".
describe('the date picker in the page language', () => {
  it.each([
    ['fr', 'dd/mm/yy'],
    ['en', 'mm/dd/yy'],
    ['it', 'dd/mm/yy'],
    ['el', 'dd/mm/yy'],
    ['nl', 'dd-mm-yy'],
    ['pt', 'dd/mm/yy'],
  ])('types and shows dates in %s as %s', (locale, pattern) => {
    expect(calendarDateFormat(locale)).toBe(pattern);
  });

  const labels = Object.fromEntries(CALENDAR_LABELS.map((key) => [key, `label ${key}`])) as TCalendarLabels;

  it("names months and days in the page's language, the week from Monday, Sunday first as PrimeReact counts", () => {
    const fr = calendarLocale('fr', labels);
    expect(fr.monthNames?.[10]).toBe('novembre');
    expect(fr.dayNames?.[0]).toBe('dimanche');
    expect(fr.dayNamesMin?.slice(0, 2)).toEqual(['di', 'lu']);
    expect(fr.firstDayOfWeek).toBe(1);
    const el = calendarLocale('el', labels);
    expect(el.monthNames?.[10]).toBe('Νοέμβριος');
    expect(calendarLocale('nl', labels).dayNames?.[1]).toBe('maandag');
  });

  it('takes the buttons’ names from the messages', () => {
    expect(calendarLocale('pt', labels)).toMatchObject({ prevMonth: 'label prevMonth', chooseDate: 'label chooseDate' });
  });
});
