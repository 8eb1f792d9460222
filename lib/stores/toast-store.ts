'use client';

import type { ToastMessage } from 'primereact/toast';
import { create } from 'zustand';

/** Spec §9: toasts live 8000 ms unless told otherwise; delete toasts pass 3000. */
const TOAST_LIFE_MS = 8000;
export const DELETE_TOAST_LIFE_MS = 3000;

type ToastHost = { show: (message: ToastMessage) => void; clear: () => void };

type ToastState = {
  host: ToastHost | null;
  /** Raised before the host has loaded: it shows them as soon as it registers. */
  pending: ToastMessage[];
  register: (host: ToastHost) => void;
};

/**
 * The toast host (components/layout/toast-host.tsx) loads on the first toast, not with every
 * page (PrimeReact's Toast is most of a page's feedback code); any island can raise one.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  host: null,
  pending: [],
  register: (host) => {
    for (const message of get().pending) host.show(message);
    set({ host, pending: [] });
  },
}));

export function showToast(message: ToastMessage) {
  const full = { life: TOAST_LIFE_MS, ...message };
  const { host, pending } = useToastStore.getState();
  if (host) host.show(full);
  else useToastStore.setState({ pending: [...pending, full] });
}

/** A form's earlier failures say nothing once it succeeded (a sign-in error must not follow the person onto the dashboard). */
export function clearToasts() {
  const { host } = useToastStore.getState();
  if (host) host.clear();
  else useToastStore.setState({ pending: [] });
}
