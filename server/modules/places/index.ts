export { placeOperations } from './operations';
