import './ripple';

/** PrimeReact's ConfirmDialog, whose Dialog and Buttons ripple as the spec wants (see ./ripple.ts). */
export { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
