'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError, type TErrorFallback } from '@/lib/api/error-message';
import { showToast } from '@/lib/stores/toast-store';

export type TErrorToastOptions = TErrorFallback & { life?: number };

/** Spec §8's wording of an error (summary and detail), for a toast or for a message in place. */
export function useDescribeError() {
  const t = useTranslations();
  return useCallback(
    (error: unknown, fallback: TErrorFallback = {}) => {
      const translate = Object.assign((key: string, values?: Record<string, string>) => t(key as never, values as never), {
        has: (key: string) => t.has(key as never),
      });
      return describeError(error, translate, fallback);
    },
    [t],
  );
}

/** The spec §8 error toast; `life` shortens it (delete toasts live 3 s). */
export function useErrorToast() {
  const describe = useDescribeError();
  return useCallback(
    (error: unknown, { life, ...fallback }: TErrorToastOptions = {}) => {
      showToast({ severity: 'error', ...describe(error, fallback), ...(life ? { life } : {}) });
    },
    [describe],
  );
}
