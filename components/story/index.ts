/** The story feature's public entry: what pages and other features may use of it (eslint.config.mjs enforces it). */
export { EditStoryPage } from './edit-story-page';
export { StoryView } from './story-view';
export { StoryWizard } from './story-wizard';
