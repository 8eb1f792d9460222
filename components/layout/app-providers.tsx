'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { PrimeReactProvider } from 'primereact/api';
import { useState, type ReactNode } from 'react';
import { getBrowserQueryClient } from '@/lib/api/query-client';
import '@/lib/validation/browser-zod';
import { goToOwnCommunity } from '@/lib/auth/community-mismatch';
import { useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { showToast } from '@/lib/stores/toast-store';

/** Spec §9 z-index scale. */
const PRIME_CONFIG = { ripple: true, zIndex: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 } };

export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('toasts');
  const [queryClient] = useState(() =>
    getBrowserQueryClient({
      onUnauthorized: () => {
        useSessionStore.getState().reset();
        showToast({ severity: 'warn', summary: t('sessionExpired') });
        router.replace(ROUTES.authLoginForm);
      },
      onCommunityMismatch: (slug) => goToOwnCommunity(slug, locale),
    }),
  );
  return (
    <PrimeReactProvider value={PRIME_CONFIG}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PrimeReactProvider>
  );
}
