import PrimeReact from 'primereact/api';

/**
 * Spec §9: PrimeReact's components ripple. Set on its global configuration, whose other defaults
 * (z-index scale included) are already the spec's, rather than by PrimeReactProvider in the root
 * layout: that provider brought PrimeReact's api and utilities to pages drawn without PrimeReact,
 * the login page first (first-load JS). Every component that draws a ripple is imported
 * through this folder, so the flag is set wherever one renders.
 */
PrimeReact.ripple = true;
