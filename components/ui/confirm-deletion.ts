'use client';

import { confirmDialog } from 'primereact/confirmdialog';

type Options = { header: string; message: string; acceptLabel: string; rejectLabel: string; accept: () => Promise<void> };

/** The one look of a deletion confirmation: a warning icon and a red accept button. */
export function confirmDeletion({ header, message, acceptLabel, rejectLabel, accept }: Options) {
  confirmDialog({ header, message, icon: 'pi pi-exclamation-triangle', acceptClassName: 'p-button-danger', acceptLabel, rejectLabel, accept });
}
