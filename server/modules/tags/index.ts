export { addGroupTags, removeGroupTag } from './group-tags';
export { applyTagChanges, findOrCreateTags, linkTags } from './tags';
