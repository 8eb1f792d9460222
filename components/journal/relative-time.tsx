'use client';

import { useLocale, useNow, useTranslations } from 'next-intl';
import { formatDateTime, formatRelativeTime, RELATIVE_TIME_REFRESH_MS } from '@/lib/format/relative-time';

/** A card's "3 minutes ago", kept true while the page stays open (spec §9's refresh). */
export function RelativeTime({ date }: { date: string }) {
  const locale = useLocale();
  const t = useTranslations('journal');
  const now = useNow({ updateInterval: RELATIVE_TIME_REFRESH_MS });
  return (
    <time dateTime={date} title={formatDateTime(date, locale)} suppressHydrationWarning>
      {formatRelativeTime(date, now, locale, t('justNow'))}
    </time>
  );
}
