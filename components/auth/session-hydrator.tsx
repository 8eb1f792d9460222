'use client';

import { useEffect } from 'react';
import type { TUser } from '@/lib/shared/validation/user';
import { useSessionStore } from '@/lib/stores/session-store';

/** The server knows the user at render time; the client store follows (and forgets it when signed out). */
export function SessionHydrator({ user }: { user: TUser | null }) {
  const setUser = useSessionStore((s) => s.setUser);
  useEffect(() => {
    if (user) setUser(user);
    else if (useSessionStore.getState().user) useSessionStore.getState().reset();
  }, [user, setUser]);
  return null;
}
