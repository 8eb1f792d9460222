export { portraitOperations } from './operations';
