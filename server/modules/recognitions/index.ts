export { recognitionOperations } from './operations';
