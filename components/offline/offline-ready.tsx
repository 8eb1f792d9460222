'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import type { TLocale } from '@/lib/shared/i18n/locales';

/** What a learner needs to record without a network: the journal, the experience wizard's three steps and the story wizard's two. */
const OFFLINE_PAGES = ['/', '/create-experience', '/create-experience/meta', '/create-experience/skills', '/create-story', '/create-story/share'];
const OFFLINE_PAGE = '/offline';

const READIED = 'offline-ready:';
const readiedKey = (userId: number, locale: string) => `${READIED}${userId}:${locale}`;

/**
 * Installs the service worker (public/sw.js), in the production build only: in development
 * it would keep pages the next edit changes. Once per session and language, a signed-in person's
 * recording pages are fetched ahead so they open offline. A page the server rendered without a session
 * makes the worker forget every page it kept: on a class's shared phone, the next person must
 * not find the last one's journal offline.
 */
export function OfflineReady({ userId }: { userId: number | null }) {
  const locale = useLocale() as TLocale;

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.ready.then((registration) => {
      const worker = registration.active;
      if (!worker) return;
      if (userId === null) {
        worker.postMessage({ type: 'forget' });
        // The next sign-in in this tab keeps its pages again.
        for (const key of Object.keys(sessionStorage)) if (key.startsWith(READIED)) sessionStorage.removeItem(key);
        return;
      }
      if (sessionStorage.getItem(readiedKey(userId, locale))) return;
      sessionStorage.setItem(readiedKey(userId, locale), '1');
      worker.postMessage({
        type: 'ready-offline',
        pages: OFFLINE_PAGES.map((path) => localizedPath(locale, path)),
        offline: localizedPath(locale, OFFLINE_PAGE),
        locale,
      });
    });
  }, [userId, locale]);

  return null;
}
