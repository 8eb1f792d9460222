'use client';

import type { ToastMessage } from 'primereact/toast';
import { create } from 'zustand';

/** Spec §9: toasts live 8000 ms unless told otherwise; delete toasts pass 3000. */
const TOAST_LIFE_MS = 8000;
export const DELETE_TOAST_LIFE_MS = 3000;

type ToastHost = { show: (message: ToastMessage) => void; remove: (message: ToastMessage) => void; clear: () => void };

/** A toast's kind is its severity: a newer one of the same kind says what the older one said, up to date. */
type TToastKind = NonNullable<ToastMessage['severity']> | 'none';

type ToastState = {
  host: ToastHost | null;
  /** Raised before the host has loaded: it shows them as soon as it registers. */
  pending: ToastMessage[];
  /** The toast on screen for each kind, so that the next one of that kind replaces it. */
  shown: Partial<Record<TToastKind, ToastMessage>>;
  register: (host: ToastHost) => void;
};

const kindOf = (message: ToastMessage): TToastKind => message.severity ?? 'none';

/**
 * The toast host (components/layout/toast-host.tsx) loads on the first toast, not with every
 * page (PrimeReact's Toast is most of a page's feedback code); any island can raise one.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  host: null,
  pending: [],
  shown: {},
  register: (host) => {
    const { pending } = get();
    set({ host, pending: [] });
    for (const message of pending) showToast(message);
  },
}));

/**
 * One toast at a time per kind: a second "saved" or a second error replaces the first instead
 * of piling up over the page (a pile of them covered the controls that fix the error).
 */
export function showToast(message: ToastMessage) {
  const full = { life: TOAST_LIFE_MS, ...message };
  const kind = kindOf(full);
  const { host, pending, shown } = useToastStore.getState();
  if (!host) {
    useToastStore.setState({ pending: [...pending.filter((waiting) => kindOf(waiting) !== kind), full] });
    return;
  }
  const previous = shown[kind];
  if (previous) host.remove(previous);
  host.show(full);
  useToastStore.setState({ shown: { ...shown, [kind]: full } });
}

/** A form's earlier failures say nothing once it succeeded (a sign-in error must not follow the person onto the dashboard). */
export function clearToasts() {
  const { host } = useToastStore.getState();
  if (host) host.clear();
  useToastStore.setState({ pending: [], shown: {} });
}
