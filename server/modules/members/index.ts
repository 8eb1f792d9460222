export { memberOperations } from './operations';
export { recordAudit } from './audit-log';
export { addToGroup } from './member-moves';
export { findMemberCard, listMembers } from './members';
export { fullName, inManagedGroups } from './scope';
