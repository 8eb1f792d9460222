export { learningPlatformOperations } from './operations';
