import 'server-only';
import { cache } from 'react';
import { ApiError } from '@/lib/api/errors';
import { hasSessionCookie, serverApi } from '@/lib/api/server';
import type { TUser } from '@/lib/validation/user';

/** The signed-in user for this request, or null; fetched once per render. */
export const getCurrentUser = cache(async (): Promise<TUser | null> => {
  if (!(await hasSessionCookie())) return null;
  try {
    const api = await serverApi();
    return (await api.get<{ data: TUser }>('/session')).data.data;
  } catch (error) {
    if (ApiError.from(error).status === 401 || ApiError.from(error).status === 403) return null;
    throw error;
  }
});
