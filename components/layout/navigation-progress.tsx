'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

const FADE_MS = 500;

/**
 * Spec §9: a top progress bar, 7 px high. It starts when an internal link is followed and
 * completes when the route it started from has been left.
 */
export function NavigationProgress() {
  const t = useTranslations('progress');
  const pathname = usePathname();
  const search = useSearchParams();
  const routeKey = `${pathname}?${search.toString()}`;
  const [startedFrom, setStartedFrom] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return;
      setStartedFrom(`${here.pathname}?${here.search.replace(/^\?/, '')}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const finished = startedFrom !== null && startedFrom !== routeKey;
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => setStartedFrom(null), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [finished]);

  if (startedFrom === null) return null;
  return (
    <div
      className={`nav-progress ${finished ? 'nav-progress--done' : 'nav-progress--running'}`}
      role="progressbar"
      aria-label={t('label')}
      aria-busy={!finished}
    />
  );
}
