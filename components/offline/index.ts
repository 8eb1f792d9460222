/** The offline feature's public entry: the service worker's installer and the device's outbox. */
export { OfflineReady } from './offline-ready';
export { OutboxStatus } from './outbox-status';
export { OutboxWaitingNote } from './outbox-waiting-note';
