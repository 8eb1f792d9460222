'use client';

import { useCallback } from 'react';
import { AppError } from '@/lib/api/errors';
import { useIdleRefresh } from '@/lib/auth/use-idle-refresh';
import { useLogout } from '@/lib/auth/use-logout';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { useSessionStore } from '@/lib/stores/session-store';

/** Spec §4 idle refresh; a session that could not be renewed ends with REFRESH_TOKEN_ERROR's message (spec §8). */
export function IdleWatcher() {
  const logout = useLogout();
  const showError = useErrorToast();
  const onRefreshFailed = useCallback(() => {
    // Signed out at once: a query refused meanwhile finds no user and says nothing more (app-providers.tsx).
    useSessionStore.getState().reset();
    showError(new AppError('REFRESH_TOKEN_ERROR'));
    void logout();
  }, [logout, showError]);
  useIdleRefresh(onRefreshFailed);
  return null;
}
