import { z } from 'zod';
import { ZExperience } from './experience-answer';
import { ZId, ZIdOrDigits } from './id';
import { PORTRAIT_ABOUT_MAX, PORTRAIT_HIGHLIGHTS_MAX, PORTRAIT_SHARING_LEVELS } from './portrait-rules';
import { ZAuthorSummary } from './user';

export * from './portrait-rules';

/**
 * A skill of the portrait, gathered from the author's experiences the reader may see: a skill
 * of the community's list once (named in the reader's language), a custom one once per name.
 */
export const ZPortraitSkill = z.object({
  /** The community's skill, or null for a custom one. */
  skillId: z.number().int().nullable(),
  name: z.string(),
  custom: z.boolean(),
  /** The best level among those experiences (0..3: 1 to 4 stars). */
  level: z.number().int(),
  /** Rated on at least one certified experience among them. */
  certified: z.boolean(),
});
export type TPortraitSkill = z.infer<typeof ZPortraitSkill>;

/** A live Open Badge the portrait shows: its verify page and its image are public under its id. */
export const ZPortraitBadge = z.object({ publicId: z.string(), name: z.string() });
export type TPortraitBadge = z.infer<typeof ZPortraitBadge>;

/**
 * GET and PUT /v2/portraits/{id}, `id` being the user's: the learner's own presentation. A
 * portrait never written answers its defaults (`updatedAt` null) to its author.
 */
export const ZPortrait = z.object({
  id: z.number().int(),
  userAttributes: ZAuthorSummary,
  about: z.string(),
  sharingParameters: z.enum(PORTRAIT_SHARING_LEVELS),
  /** The groups it is shared with: the author's reading only (others get []). */
  groupIds: z.array(z.number().int()),
  /** In the author's order: every one for the author, those the reader may see for others. */
  highlightedExperienceIds: z.array(z.number().int()),
  highlightedExperiences: z.array(ZExperience),
  skills: z.array(ZPortraitSkill),
  /** Whether the learner shows their Open Badges here; `badges` lists the live ones when they do ([] otherwise). */
  showBadges: z.boolean(),
  badges: z.array(ZPortraitBadge),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TPortrait = z.infer<typeof ZPortrait>;

/** PUT /v2/portraits/{id}, wrapper `portrait`: any subset of its fields; the first write starts from the defaults. */
export const ZPortraitUpdate = z.object({
  about: z.string().trim().max(PORTRAIT_ABOUT_MAX).optional(),
  highlightedExperienceIds: z
    .array(ZId)
    .max(PORTRAIT_HIGHLIGHTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an experience')
    .optional(),
  sharingParameters: z.enum(PORTRAIT_SHARING_LEVELS).optional(),
  groupIds: z.array(ZIdOrDigits).max(50).optional(),
  showBadges: z.boolean().optional(),
});
export type TPortraitUpdate = z.infer<typeof ZPortraitUpdate>;
export type TPortraitUpdateInput = z.input<typeof ZPortraitUpdate>;
export type TPortraitSharing = (typeof PORTRAIT_SHARING_LEVELS)[number];
