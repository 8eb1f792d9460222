/** The auth feature's public entry: what other features may use of it (eslint.config.mjs enforces it). */
export { LogoutButton } from './logout-button';
export { DeactivationModal } from './deactivation-modal';
export { IdleWatcher } from './idle-watcher';
