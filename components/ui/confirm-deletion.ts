'use client';

import { useConfirmStore } from '@/lib/stores/confirm-store';

type Options = {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  accept: () => Promise<void>;
  /** Closed without deleting (reject, Escape, the close icon): where focus goes back. */
  onDismiss?: () => void;
};

/** The one look of a deletion confirmation: a warning icon and a red accept button. */
export function confirmDeletion({ header, message, acceptLabel, rejectLabel, accept, onDismiss }: Options) {
  useConfirmStore.getState().ask({
    header,
    message,
    icon: 'pi pi-exclamation-triangle',
    acceptClassName: 'p-button-danger',
    acceptLabel,
    rejectLabel,
    accept,
    onHide: (result) => {
      if (result !== 'accept') onDismiss?.();
    },
  });
}
