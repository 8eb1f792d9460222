'use client';

import { useIdleRefresh } from '@/lib/auth/use-idle-refresh';
import { useLogout } from '@/lib/auth/use-logout';

export function IdleWatcher() {
  const logout = useLogout();
  useIdleRefresh(logout);
  return null;
}
