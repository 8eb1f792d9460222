export { mailOperations } from './operations';
