export { storyOperations } from './operations';
