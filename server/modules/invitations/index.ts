export { invitationOperations } from './operations';
export { previewInvitations, sendBulkInvitations } from './bulk-invitations';
