import './ripple';

/** PrimeReact's Toast with the spec's ripple (see ./ripple.ts). */
export { Toast } from 'primereact/toast';
