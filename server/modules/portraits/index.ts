export { portraitOperations } from './operations';
export { getPortrait, requirePortraitAuthor } from './portraits';
