export { journalOperations } from './operations';
