'use client';

import './ripple';
import { useTranslations } from 'next-intl';
import { ConfirmDialog as PrimeConfirmDialog, type ConfirmDialogProps } from 'primereact/confirmdialog';

export { confirmDialog } from 'primereact/confirmdialog';

/**
 * PrimeReact's ConfirmDialog, whose Dialog and Buttons ripple as the spec wants (see ./ripple.ts),
 * with its close button named in the page's language like every dialog's (./dialog.tsx), and
 * closing on an outside click (spec §4: "Confirm dialogs and popups close on accept, reject,
 * Escape or outside click").
 */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'ariaCloseIconLabel' | 'dismissableMask'>) {
  const t = useTranslations('dialog');
  return <PrimeConfirmDialog dismissableMask {...props} ariaCloseIconLabel={t('close')} />;
}
