/**
 * Constants of the portrait contract that the browser needs, kept apart from the zod schemas
 * (lib/shared/validation/portrait.ts) so client bundles do not carry zod.
 */
export const PORTRAIT_ABOUT_MAX = 1000;
/** A portrait puts forward a few experiences, as many as a story's PDF page shows (spec §5). */
export const PORTRAIT_HIGHLIGHTS_MAX = 6;
/**
 * Who may read a portrait: the sharing levels of experiences but `public`, as no public page
 * shows a portrait (spec §2 has public pages for experiences and stories only).
 */
export const PORTRAIT_SHARING_LEVELS = ['private', 'group', 'community'] as const;
