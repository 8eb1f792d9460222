import type { TUserUpdate } from '@/lib/validation/user';
import { browserApi } from './client';
import { AppError, wrapAs } from './errors';
import type { TUser } from '@/lib/validation/user';

/** PUT /v2/users/{id} with the user merged with the changes (spec §7). */
export async function updateUser(user: TUser | null, changes: TUserUpdate): Promise<TUser> {
  if (!user) throw new AppError('UPDATE_USER_ERROR');
  return wrapAs('UPDATE_USER_ERROR', async () => (await browserApi().put<{ data: TUser }>(`/users/${user.id}`, { user: { ...user, ...changes } })).data.data);
}

export const updateLocale = (user: TUser | null, locale: TUserUpdate['locale']) => updateUser(user, { locale });
