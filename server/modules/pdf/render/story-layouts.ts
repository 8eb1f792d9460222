import { ChronologyStory } from './story-chronology';
import { DefaultStory } from './story-default';
import { LandscapeStory } from './story-landscape';
import { MapStory } from './story-map';

/** Each story PDF type's document. */
export const STORY_LAYOUTS = { default: DefaultStory, chronology: ChronologyStory, map: MapStory, landscape: LandscapeStory };
