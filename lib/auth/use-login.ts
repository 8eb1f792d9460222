'use client';

import { useMutation } from '@tanstack/react-query';
import { AppError } from '@/lib/api/errors';
import { login } from '@/lib/api/session';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { useSessionStore } from '@/lib/stores/session-store';
import { clearToasts } from '@/lib/stores/toast-store';

type TOtherCommunity = { slug: string; name: string };
type Options = TWriteOptions & { onCommunityMismatch: (community: TOtherCommunity) => void };

/**
 * Spec §4 login: success stores the user (and clears earlier failures' toasts), failure clears it. An account of another community
 * is the caller's to redirect; any other refusal takes the one error path (fields, else the form's message).
 */
export function useLogin({ onCommunityMismatch, ...options }: Options) {
  const report = useWriteError();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // An earlier attempt's "sign-in failed" must not follow the user onto the dashboard.
      clearToasts();
      useSessionStore.getState().setUser(user);
    },
    onError: (error) => {
      useSessionStore.getState().reset();
      const cause = error instanceof AppError ? error.cause : undefined;
      const community = cause?.serverCode === 'COMMUNITY_MISMATCH' ? (cause.details.community as TOtherCommunity | undefined) : undefined;
      if (community) onCommunityMismatch(community);
      else report(error, options);
    },
  });
}
