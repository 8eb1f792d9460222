'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { AppError } from '@/lib/api/errors';
import { getBrowserQueryClient } from '@/lib/api/query-client';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import '@/lib/shared/validation/browser-zod';
import { goToOwnCommunity } from '@/lib/auth/community-mismatch';
import { useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';

export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const showError = useErrorToast();
  const [queryClient] = useState(() =>
    getBrowserQueryClient({
      // A 401 reaches here only once its renewal was refused (lib/api/client.ts): the session could
      // not be renewed, which the idle watcher says too (spec §8 REFRESH_TOKEN_ERROR), and both end
      // on /auth. Whichever of them comes first signs out; the other finds no user and does nothing.
      onUnauthorized: () => {
        if (!useSessionStore.getState().user) return;
        useSessionStore.getState().reset();
        showError(new AppError('REFRESH_TOKEN_ERROR'));
        router.replace(ROUTES.auth);
      },
      onCommunityMismatch: (slug) => goToOwnCommunity(slug, locale),
    }),
  );
  // No PrimeReactProvider: PrimeReact's ripple is set where its components are imported (components/ui/prime/ripple.ts).
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
