import dayjs from 'dayjs';

/** Spec §5: DD/MM/YYYY • HH:mm. */
export function formatExperienceDate(value: string | Date): string {
  return dayjs(value).format('DD/MM/YYYY • HH:mm');
}
