export { invitationOperations } from './operations';
