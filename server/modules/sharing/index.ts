export { ownGroupIds, replaceGroups, requireGroupsForGroupSharing } from './item-groups';
export { authorJson, isoFromJson } from './item-json';
export { experienceShownInStory, experienceVisibleTo, portraitVisibleTo, requireAuthor, storyVisibleTo, type Viewer, viewerOf, viewerPlaceholders, type ViewerRef, viewerValues } from './visibility';
