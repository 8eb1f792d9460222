import dayjs from 'dayjs';

/** Spec §5: DD/MM/YYYY • HH:mm. */
export function formatExperienceDate(value: string | Date): string {
  return dayjs(value).format('DD/MM/YYYY • HH:mm');
}

/** For <input type="datetime-local">, in the device's time zone. */
export const toDateTimeLocal = (value: Date) => dayjs(value).format('YYYY-MM-DDTHH:mm');
export const fromDateTimeLocal = (value: string) => (value ? dayjs(value).toDate() : null);
