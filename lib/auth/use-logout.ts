'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { logout } from '@/lib/api/session';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { useFreshNavigation } from '@/lib/hooks/use-fresh-navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { showToast } from '@/lib/stores/toast-store';

/** Spec §9: logout waits at least 500 ms, so the gesture is acknowledged rather than flashed. */
const LOGOUT_MIN_WAIT_MS = 500;

export function useLogout() {
  const navigation = useFreshNavigation();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const t = useTranslations('toasts');
  return useCallback(async () => {
    const store = useSessionStore.getState();
    store.startLoading();
    try {
      await Promise.all([logout(), new Promise((resolve) => setTimeout(resolve, LOGOUT_MIN_WAIT_MS))]);
      store.reset();
      queryClient.clear();
      showToast({ severity: 'success', summary: t('loggedOut') });
      navigation.replace(ROUTES.auth);
    } catch (error) {
      showError(error);
    } finally {
      useSessionStore.getState().stopLoading();
    }
  }, [queryClient, navigation, showError, t]);
}
