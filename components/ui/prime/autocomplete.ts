import './ripple';

/** PrimeReact's AutoComplete with the spec's ripple (see ./ripple.ts). */
export { AutoComplete } from 'primereact/autocomplete';
