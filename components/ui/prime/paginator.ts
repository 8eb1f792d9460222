import './ripple';

/** PrimeReact's Paginator with the spec's ripple (see ./ripple.ts). */
export { Paginator } from 'primereact/paginator';
