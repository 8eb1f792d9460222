export { memberOperations } from './operations';
