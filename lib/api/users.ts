import { useMutation } from '@tanstack/react-query';
import { useWriteError } from '@/lib/hooks/use-write-error';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TUser, TUserUpdate } from '@/lib/validation/user';
import { browserApi } from './client';
import { AppError, wrapAs } from './errors';

/** PUT /v2/users/{id} with the user merged with the changes (spec §7). */
export async function updateUser(user: TUser | null, changes: TUserUpdate): Promise<TUser> {
  if (!user) throw new AppError('UPDATE_USER_ERROR');
  return wrapAs('UPDATE_USER_ERROR', async () => (await browserApi().put<{ data: TUser }>(`/users/${user.id}`, { user: { ...user, ...changes } })).data.data);
}

/**
 * The signed-in user's own changes (locale, tutorial seen…): the session store holds the user,
 * so the answer replaces it there. A failure is the UPDATE_USER_ERROR toast (spec §8).
 */
export function useUpdateUser() {
  const report = useWriteError();
  return useMutation({
    mutationFn: (changes: TUserUpdate) => updateUser(useSessionStore.getState().user, changes),
    onSuccess: (user) => useSessionStore.getState().setUser(user),
    onError: (error) => report(error),
  });
}
