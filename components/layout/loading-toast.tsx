'use client';

import { useIsMutating } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { selectIsLoading, useSessionStore } from '@/lib/stores/session-store';

/** Spec §9: "Loading indicator: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3 px." */
export const LOADING_INDICATOR = { throttleMs: 200, durationMs: 2_000, hideDelayMs: 500, resetDelayMs: 400 } as const;

/**
 * The spec §9 loading indicator: shown once work has lasted the throttle, its 3 px bar filling over
 * the duration; when the work ends the bar fills, the indicator hides after the hide delay, and
 * its progress resets after the reset delay.
 * A navigation that finished ends it at once: the work it showed belonged to the page left (a
 * sign-in's, a sign-up's), and it lingered over the new page's footer for no reason.
 */
export function LoadingToast() {
  const t = useTranslations('app');
  const mutating = useIsMutating();
  const userLoading = useSessionStore(selectIsLoading);
  const busy = mutating > 0 || userLoading;
  const pathname = usePathname();
  const [shown, setShown] = useState(false);
  const [kept, setKept] = useState(false);
  const [shownOn, setShownOn] = useState(pathname);
  useEffect(() => {
    const timer = window.setTimeout(
      () => {
        setShown(busy);
        if (busy) setKept(true);
      },
      busy ? LOADING_INDICATOR.throttleMs : LOADING_INDICATOR.hideDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [busy]);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(() => setKept(false), LOADING_INDICATOR.resetDelayMs);
    return () => window.clearTimeout(timer);
  }, [shown]);
  // Adjusted while rendering (React's documented way to reset state on a prop's change).
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (!busy) {
      setShown(false);
      setKept(false);
    }
  }
  if (!kept) return null;
  return (
    <div className={`loading-toast${shown ? '' : ' loading-toast--hidden'}`} role="status" aria-live="polite" aria-hidden={!shown}>
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
      <span className="loading-toast__bar" data-done={!busy} style={{ animationDuration: `${LOADING_INDICATOR.durationMs}ms` }} aria-hidden="true" />
    </div>
  );
}
