'use client';

import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { create } from 'zustand';

type ConfirmState = {
  /** The confirmation asked for and not yet shown; the lazily loaded host shows it. */
  request: ConfirmDialogProps | null;
  /** Once a confirmation was asked for, its host stays mounted (unmounting would cut the dialog short). */
  used: boolean;
  ask: (request: ConfirmDialogProps) => void;
  taken: () => void;
};

/** Confirmations are rare: their PrimeReact host (components/layout/confirm-host.tsx) loads on the first one. */
export const useConfirmStore = create<ConfirmState>()((set) => ({
  request: null,
  used: false,
  ask: (request) => set({ request, used: true }),
  taken: () => set({ request: null }),
}));
