export { ownGroupIds, replaceGroups, requireGroupsForGroupSharing } from './item-groups';
export { authorFor, authorJson, type AuthorRow, isoFromJson } from './item-json';
export { experienceShownInStory, experienceVisibleTo, portraitVisibleTo, requireAuthor, storyVisibleTo, type Viewer, viewerOf, viewerPlaceholders, type ViewerRef, viewerValues } from './visibility';
export { experienceLinkLive, experienceLinkState, publicLinkState, readPublicLinkRule, storyLinkLive, storyLinkState } from './public-link';
