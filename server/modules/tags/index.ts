export { tagOperations } from './operations';
