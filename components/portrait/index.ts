/** The portrait feature's public entry: what pages and other features may use of it (eslint.config.mjs enforces it). */
export { MyPortrait } from './my-portrait';
export { SharedPortrait } from './shared-portrait';
