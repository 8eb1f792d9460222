'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError } from '@/lib/api/error-message';
import { showToast } from '@/lib/stores/toast-store';

export function useErrorToast() {
  const t = useTranslations();
  return useCallback(
    (error: unknown) => {
      const translate = Object.assign((key: string, values?: Record<string, string>) => t(key as never, values as never), {
        has: (key: string) => t.has(key as never),
      });
      showToast({ severity: 'error', ...describeError(error, translate) });
    },
    [t],
  );
}
