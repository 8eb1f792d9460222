export { groupOperations } from './operations';
export { findAdministeredGroup, findCommunityGroup, type GroupRow } from './groups';
