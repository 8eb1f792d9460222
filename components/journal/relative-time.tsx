'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime, formatRelativeTime } from '@/lib/format/relative-time';

export function RelativeTime({ date }: { date: string }) {
  const locale = useLocale();
  const t = useTranslations('journal');
  return (
    <time dateTime={date} title={formatDateTime(date, locale)} suppressHydrationWarning>
      {formatRelativeTime(date, new Date(), locale, t('justNow'))}
    </time>
  );
}
