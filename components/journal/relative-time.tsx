'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '@/lib/format/relative-time';

/** Spec §9: relative times refresh every 10 s in preview mode. */
export const PREVIEW_REFRESH_MS = 10_000;

export function RelativeTime({ date, live = false }: { date: string; live?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('journal');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setNow(new Date()), PREVIEW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [live]);
  return (
    <time dateTime={date} title={new Date(date).toLocaleString(locale)} suppressHydrationWarning>
      {formatRelativeTime(date, now, locale, t('justNow'))}
    </time>
  );
}
