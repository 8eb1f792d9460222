import { useMutation } from '@tanstack/react-query';
import { clearToasts } from '@/lib/stores/toast-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { browserApi } from './browser-client';
import { ApiError } from './errors';
import { login } from './session';

/** POST /v2/password (spec §4, step one): the answer is the same whether or not the address has an account. */
export async function askPasswordReset(email: string): Promise<{ email: string; validMinutes: number }> {
  return (await browserApi().post<{ data: { email: string; validMinutes: number } }>('/password', { user: { email } })).data.data;
}

export type TNewPassword = { resetPasswordToken: string; password: string; passwordConfirmation: string };

/** PUT /v2/password (step two), then signing in with it: the mail's link ends on the person's journal. */
export async function setNewPassword(values: TNewPassword) {
  const { email } = (await browserApi().put<{ data: { email: string } }>('/password', { user: values })).data.data;
  return login({ email, password: values.password });
}

export function useAskPasswordReset(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: askPasswordReset, onError: (error) => report(error, options) });
}

/** A used or expired link is the caller's to explain in place (`onInvalidLink`); any other refusal takes the one error path. */
export function useSetNewPassword({ onInvalidLink, ...options }: TWriteOptions & { onInvalidLink: () => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: setNewPassword,
    onSuccess: (user) => {
      clearToasts();
      useSessionStore.getState().setUser(user);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.serverCode === 'INVALID_RESET_TOKEN') onInvalidLink();
      else report(error, options);
    },
  });
}
