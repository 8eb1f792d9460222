import { useMutation } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TUser, TUserUpdate } from '@/lib/shared/validation/user';
import { browserApi } from './browser-client';
import { AppError, wrapAs } from './errors';
import { snakeWire } from '@/lib/shared/wire-case';

/** PUT /v2/users/{id} with the user merged with the changes (spec §7). */
export async function updateUser(user: TUser | null, changes: TUserUpdate): Promise<TUser> {
  if (!user) throw new AppError('UPDATE_USER_ERROR');
  return wrapAs('UPDATE_USER_ERROR', async () => (await browserApi().put<{ data: TUser }>(`/users/${user.id}`, { user: { ...user, ...changes } })).data.data);
}

/**
 * The signed-in user's own changes (locale, tutorial seen…): the session store holds the user,
 * so the answer replaces it there. A failure is the UPDATE_USER_ERROR toast (spec §8).
 */
export function useUpdateUser(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({
    mutationFn: (changes: TUserUpdate) => updateUser(useSessionStore.getState().user, changes),
    onSuccess: (user) => useSessionStore.getState().setUser(user),
    onError: (error) => report(error, options),
  });
}

/** Spec §7: PUT /v2/users/{id} multipart, the user and the avatar file (already cropped square). */
export async function updateAvatar(user: TUser | null, avatar: Blob): Promise<TUser> {
  if (!user) throw new AppError('UPDATE_USER_AVATAR_ERROR');
  return wrapAs('UPDATE_USER_AVATAR_ERROR', async () => {
    const form = new FormData();
    form.append('user', JSON.stringify(snakeWire(user)));
    form.append('user[avatar]', avatar, 'avatar.jpg');
    return (await browserApi().put<{ data: TUser }>(`/users/${user.id}`, form)).data.data;
  });
}

export function useUpdateAvatar() {
  const report = useWriteError();
  return useMutation({
    mutationFn: (avatar: Blob) => updateAvatar(useSessionStore.getState().user, avatar),
    onSuccess: (user) => useSessionStore.getState().setUser(user),
    onError: (error) => report(error),
  });
}
