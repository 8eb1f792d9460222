/**
 * Constants of the story contract that the browser needs, kept apart from the zod schemas
 * (lib/shared/validation/story.ts) so client bundles do not carry zod.
 */
export const STORY_TITLE_MAX = 100;
export const STORY_DESCRIPTION_MAX = 1000;
/** A story gathers at least one experience; the PDF layouts are designed for six (spec §5). */
export const STORY_EXPERIENCES_MIN = 1;
export const STORY_EXPERIENCES_MAX = 30;
/** Spec §5: a story is downloadable as a PDF with exactly this many experience pictures. */
export const STORY_PICTURES_FOR_PDF = 6;
/** Spec §3/§7 GET /v2/stories/{id}?view: the spec names only its default, the story with its experiences. */
export const STORY_VIEWS = ['with_full_experiences'] as const;
export type TStoryView = (typeof STORY_VIEWS)[number];
