export { publicLinkOperations } from './operations';
export { publicLinksOff, settlePublicLink } from './link-requests';
