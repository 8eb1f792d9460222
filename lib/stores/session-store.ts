'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TUser } from '@/lib/shared/validation/user';

/**
 * The signed-in user, persisted locally as the spec asks (the token is not: it stays in an
 * httpOnly cookie). A loading counter marks the user as loading while above zero.
 */
type SessionState = {
  user: TUser | null;
  loadingCount: number;
  deactivationModalSeen: boolean;
  setUser: (user: TUser | null) => void;
  startLoading: () => void;
  stopLoading: () => void;
  markDeactivationModalSeen: () => void;
  reset: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      loadingCount: 0,
      deactivationModalSeen: false,
      setUser: (user) => set({ user }),
      startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
      stopLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
      markDeactivationModalSeen: () => set({ deactivationModalSeen: true }),
      reset: () => set({ user: null, loadingCount: 0, deactivationModalSeen: false }),
    }),
    {
      name: 'journal-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, deactivationModalSeen: s.deactivationModalSeen }),
    },
  ),
);

export const selectIsLoading = (s: SessionState) => s.loadingCount > 0;
