import './ripple';

/** PrimeReact's Button with the spec's ripple (see ./ripple.ts). */
export { Button } from 'primereact/button';
