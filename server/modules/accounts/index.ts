export { accountOperations } from './operations';
export { recordActivity } from './activities';
export { type AuthSession, issueSession } from './auth';
export { hashPassword } from './passwords';
export { sessionAnswer } from './session-answer';
export { type SessionCache } from './session-cache';
export { findUserByEmail, findUserById, isCommunityMember, type UserRow } from './users';
export { sessionMiddleware } from './session-middleware';
