/**
 * Constants and rules of the experience contract that the browser needs: kept apart from the
 * zod schemas (lib/shared/validation/experience.ts) so client bundles do not carry zod.
 */
/** Spec §3/§9 constants shared by the wizard, the API client and the backend. */
export const SHARING_LEVELS = ['private', 'group', 'community', 'public'] as const;
export type TSharing = (typeof SHARING_LEVELS)[number];
export const DESCRIPTION_MAX = 279;
/** The photo's text alternative: a sentence or two, as screen-reader guidance suggests. */
export const PICTURE_ALT_MAX = 250;
/** Levels 0..3, shown as level + 1 stars out of 4 (spec §5). */
export const SKILL_LEVEL_MAX = 3;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_TAGS = 20;
export const MAX_SKILLS = 30;

/** Spec §5: the link is cleared when empty; without http(s) it gets http:// prepended. */
export function normalizeLink(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
