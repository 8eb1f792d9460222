import { useMutation } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { clearToasts } from '@/lib/stores/toast-store';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TCredentialsUpdated, TDeletionReason } from '@/lib/shared/validation/account';
import { browserApi } from './browser-client';
import { ApiError, AppError, wrapAs } from './errors';
import { login, logout } from './session';

export type TSignupValues = { email: string; firstname: string; lastname: string; locale: string; password: string; passwordConfirmation: string };

/** PUT /v2/signup (spec §7): the answer is the same whether or not the address has an account. */
export async function signup({ user, communityName }: { user: TSignupValues; communityName: string }) {
  return wrapAs('SIGNUP_ERROR', async () => (await browserApi().put<{ data: { email: string; validHours: number } }>('/signup', { user, communityName })).data.data);
}

export function useSignup(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: signup, onError: (error) => report(error, options) });
}

/** POST /v2/signup/confirmation_mail: the same answer whether or not the address has a sign-up waiting. */
export async function resendSignupConfirmation(email: string) {
  return (await browserApi().post<{ data: { email: string; validHours: number } }>('/signup/confirmation_mail', { user: { email } })).data.data;
}

export function useResendSignupConfirmation(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: resendSignupConfirmation, onError: (error) => report(error, options) });
}

/** The sign-up's mailed link with the password chosen, then signing in with it. */
export async function confirmSignup({ token, password }: { token: string; password: string }) {
  const { email } = (await browserApi().post<{ data: { email: string } }>('/signup/confirmation', { token, password })).data.data;
  return login({ email, password });
}

/** A spent or expired link is the caller's to explain in place; anything else takes the one error path. */
function onConfirmationError(report: ReturnType<typeof useWriteError>, onInvalidLink: () => void, options: TWriteOptions) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.serverCode === 'INVALID_CONFIRMATION') onInvalidLink();
    else report(error, options);
  };
}

export function useConfirmSignup({ onInvalidLink, ...options }: TWriteOptions & { onInvalidLink: () => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: confirmSignup,
    onSuccess: (user) => {
      clearToasts();
      useSessionStore.getState().setUser(user);
    },
    onError: onConfirmationError(report, onInvalidLink, options),
  });
}

/** POST /v2/email_confirmations: the new address's link. */
export async function confirmEmail(token: string): Promise<{ email: string }> {
  return (await browserApi().post<{ data: { email: string } }>('/email_confirmations', { token })).data.data;
}

export function useConfirmEmail({ onInvalidLink }: { onInvalidLink: () => void }) {
  const report = useWriteError();
  return useMutation({ mutationFn: confirmEmail, onError: onConfirmationError(report, onInvalidLink, {}) });
}

export type TCredentialsValues = { email?: string; password?: string; passwordConfirmation?: string; currentPassword: string };

/** Spec §5: "updating credentials requires a loaded user and an email, else an error". */
export async function updateCredentials({ userId, email, ...user }: TCredentialsValues & { userId: number | undefined }): Promise<TCredentialsUpdated> {
  return wrapAs('UPDATE_CREDENTIALS_ERROR', async () => {
    if (!userId || !email) throw new Error('User not found');
    return (await browserApi().put<{ data: TCredentialsUpdated }>(`/users/${userId}/credentials`, { user: { email, ...user } })).data.data;
  });
}

export function useUpdateCredentials(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: updateCredentials, onError: (error) => report(error, options) });
}

/**
 * DELETE /v2/users/{id}/delete_user_account?reason= with the password (or, for an account
 * without one, its address); the web session's cookie goes with it.
 */
export async function deleteAccount({ userId, reason, ...confirmation }: { userId: number | undefined; reason?: TDeletionReason; password?: string; email?: string }) {
  // Spec §8: "Account deletion without a user id gives the message under auth.errors.userNotFound".
  if (!userId) throw new AppError('userNotFound');
  await browserApi().delete(`/users/${userId}/delete_user_account`, { params: reason ? { reason } : {}, data: { user: confirmation } });
  await logout().catch(() => undefined);
}

export function useDeleteAccount(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: deleteAccount, onError: (error) => report(error, options) });
}
