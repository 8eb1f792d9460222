export { accountOperations } from './operations';
