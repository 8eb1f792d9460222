import './ripple';

/** PrimeReact's Dialog with the spec's ripple (see ./ripple.ts). */
export { Dialog } from 'primereact/dialog';
