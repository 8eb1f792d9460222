export { pictureOperations } from './operations';
