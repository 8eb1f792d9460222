export { groupOperations } from './operations';
