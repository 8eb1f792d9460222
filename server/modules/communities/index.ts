export { communityOperations } from './operations';
