'use client';

import type { ToastMessage } from 'primereact/toast';
import { create } from 'zustand';

/** Spec §9: toasts live 8000 ms unless told otherwise; delete toasts pass 3000. */
const TOAST_LIFE_MS = 8000;
export const DELETE_TOAST_LIFE_MS = 3000;

type ToastState = {
  show: (message: ToastMessage) => void;
  register: (show: (message: ToastMessage) => void) => void;
};

/** The root layout's toast host registers itself; any island can then raise a toast. */
export const useToastStore = create<ToastState>()((set) => ({
  show: () => {},
  register: (show) => set({ show }),
}));

export const showToast = (message: ToastMessage) => useToastStore.getState().show({ life: TOAST_LIFE_MS, ...message });
