'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showToast } from '@/lib/stores/toast-store';

/** Spec §9 polls the build manifest: every five minutes, and when the tab comes back, at most once a minute. */
const EVERY_MS = 5 * 60_000;
const AT_MOST_EVERY_MS = 60_000;

async function latestBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/latest.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { buildId?: string }).buildId ?? null : null;
  } catch {
    return null; // offline or restarting: the next check will tell
  }
}

/**
 * Spec §7 "a build manifest is fetched periodically to detect new builds". A page built before the
 * running server offers a reload in a toast that stays until answered; it never reloads by itself,
 * since the person may be in the middle of a draft.
 */
export function BuildWatcher() {
  const t = useTranslations('app.newBuild');
  useEffect(() => {
    const own = process.env.NEXT_PUBLIC_BUILD_ID;
    let lastCheck = 0;
    let announced = false;
    const check = async () => {
      if (announced || Date.now() - lastCheck < AT_MOST_EVERY_MS) return;
      lastCheck = Date.now();
      const latest = await latestBuildId();
      if (!latest || latest === own || announced) return;
      announced = true;
      showToast({
        severity: 'info',
        sticky: true,
        summary: t('summary'),
        detail: (
          <span className="stack">
            {t('detail')}
            <button type="button" className="p-button p-button-sm" onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          </span>
        ),
      });
    };
    const timer = window.setInterval(() => void check(), EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [t]);
  return null;
}
