export { walletPickupOperations } from './operations';
