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
    // Whichever notices first, this or a refused query (app-providers.tsx), signs out and says so;
    // the other finds no user and says nothing more (the refused renewal already cleared the cookies).
    if (!useSessionStore.getState().user) return;
    useSessionStore.getState().reset();
    showError(new AppError('REFRESH_TOKEN_ERROR'));
    void logout();
  }, [logout, showError]);
  useIdleRefresh(onRefreshFailed);
  return null;
}
