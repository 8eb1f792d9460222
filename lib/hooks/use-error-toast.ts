'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError, type TErrorFallback } from '@/lib/api/error-message';
import { showToast } from '@/lib/stores/toast-store';

export type TErrorToastOptions = TErrorFallback & { life?: number };

/** The spec §8 error toast; `life` shortens it (delete toasts live 3 s). */
export function useErrorToast() {
  const t = useTranslations();
  return useCallback(
    (error: unknown, { life, ...fallback }: TErrorToastOptions = {}) => {
      const translate = Object.assign((key: string, values?: Record<string, string>) => t(key as never, values as never), {
        has: (key: string) => t.has(key as never),
      });
      showToast({ severity: 'error', ...describeError(error, translate, fallback), ...(life ? { life } : {}) });
    },
    [t],
  );
}
