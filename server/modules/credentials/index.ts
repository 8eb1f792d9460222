export { credentialOperations } from './operations';
