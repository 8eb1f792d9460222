export { communityOperations } from './operations';
export { type CommunityRow, findCommunityBySlug, findCommunityByUrl, serializeCommunity } from './communities';
export { hostCommunity, hostCommunityId } from './host-community';
