'use client';

import { useEffect, useRef } from 'react';
import { fetchSessionUser } from '@/lib/api/session';
import { useSessionStore } from '@/lib/stores/session-store';

/** Spec §9: idle threshold 10 minutes. */
export const IDLE_THRESHOLD_MS = 10 * 60 * 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'visibilitychange'] as const;

/**
 * Spec §4 idle: after 10 minutes without activity, the next activity refreshes the user
 * from the server; if that fails outside dev mode, the user is logged out.
 */
export function useIdleRefresh(onRefreshFailed: () => void, now: () => number = Date.now) {
  const lastActivity = useRef(now());
  const refreshing = useRef(false);
  useEffect(() => {
    const onActivity = async () => {
      const idleFor = now() - lastActivity.current;
      lastActivity.current = now();
      if (idleFor < IDLE_THRESHOLD_MS || refreshing.current || !useSessionStore.getState().user) return;
      refreshing.current = true;
      try {
        useSessionStore.getState().setUser(await fetchSessionUser());
        refreshing.current = false;
      } catch {
        // The session is over: later activity while signing out must not end it a second time.
        if (process.env.NODE_ENV !== 'development') onRefreshFailed();
        else refreshing.current = false;
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [now, onRefreshFailed]);
}
