'use client';

import { useIsMutating } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { selectIsLoading, useSessionStore } from '@/lib/stores/session-store';

/** Spec §9 loading indicator: shown after a 200 ms throttle, hidden 500 ms after work ends. */
export function LoadingToast() {
  const t = useTranslations('app');
  const mutating = useIsMutating();
  const userLoading = useSessionStore(selectIsLoading);
  const busy = mutating > 0 || userLoading;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(busy), busy ? 200 : 500);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className="loading-toast" role="status" aria-live="polite">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
    </div>
  );
}
