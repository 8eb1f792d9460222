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

/**
 * Runs `then` once the confirmation dialog has left the page: focus moved before that is taken back
 * by the dialog as it closes (to the button that opened it, which a deletion may have removed).
 */
export function afterConfirmClosed(then: () => void) {
  const wait = () => (document.querySelector('.p-confirm-dialog') ? requestAnimationFrame(wait) : then());
  requestAnimationFrame(wait);
}
