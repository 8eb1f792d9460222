export { storyOperations } from './operations';
export { loadStoryWithExperiences, storyJson, type StoryJsonRow, toStory } from './serializer';
export { findEditableStory, type StoryRow } from './stories';
