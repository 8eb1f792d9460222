export { skillOperations } from './operations';
