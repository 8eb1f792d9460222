import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { SESSION_USER_HEADER, decodeSessionUser } from './session-handoff';
import { ApiError } from '@/lib/api/errors';
import { hasSessionCookie, serverApi } from '@/lib/api/server';
import type { TUser } from '@/lib/shared/validation/user';

/**
 * The signed-in user for this request, or null: as the proxy resolved it (lib/auth/session-handoff.ts),
 * else, when its answer was too large to hand off, fetched once per render.
 */
export const getCurrentUser = cache(async (): Promise<TUser | null> => {
  if (!(await hasSessionCookie())) return null;
  const handedOff = decodeSessionUser((await headers()).get(SESSION_USER_HEADER));
  if (handedOff) return handedOff;
  try {
    const api = await serverApi();
    return (await api.get<{ data: TUser }>('/session')).data.data;
  } catch (error) {
    if (ApiError.from(error).status === 401 || ApiError.from(error).status === 403) return null;
    throw error;
  }
});
