export { experienceOperations } from './operations';
