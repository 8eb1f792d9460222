import { z } from 'zod';
import { ZPublicLinkState } from './public-links';
import { ZExperience, ZSharing } from './experience-answer';
import { SHARING_LEVELS, ZExperienceDate } from './experience';
import { ZId, ZIdOrDigits } from './id';
import { STORY_DESCRIPTION_MAX, STORY_EXPERIENCES_MAX, STORY_EXPERIENCES_MIN, STORY_TITLE_MAX, STORY_VIEWS } from './story-rules';
import { ZAuthorSummary } from './user';

export * from './story-rules';

const ZTimestamp = z.iso.datetime({ offset: true });

/** Spec §3 Story, as journals answer it. */
export const ZStory = z.object({
  id: z.number().int(),
  type: z.literal('Story'),
  title: z.string(),
  description: z.string(),
  date: ZTimestamp,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  /** The pictures of the experiences of the story that the reader may see, in the story's order. */
  experiencePictures: z.array(z.object({ pictureUrl: z.string() })),
  userAttributes: ZAuthorSummary,
  sharingParameters: ZSharing,
  /** The groups it is shared with: the author's reading only (others get []), as the share dialog needs them. */
  groupIds: z.array(z.number().int()),
  official: z.boolean(),
  publicToken: z.string().nullable(),
  /** A public item's link under its community's rule (live, waiting for approval, off); null when not public. */
  publicLink: ZPublicLinkState.nullable(),
});
export type TStory = z.infer<typeof ZStory>;

/**
 * GET /v2/stories/{id}?view=with_full_experiences (the default) and the public story: the story
 * and, in its order, those of its experiences the reader may see. `experienceIds` is every
 * experience of the story for its author (the wizard edits it), and the readable ones for others.
 */
export const ZStoryWithExperiences = ZStory.extend({
  experienceIds: z.array(z.number().int()),
  experiences: z.array(ZExperience),
});
export type TStoryWithExperiences = z.infer<typeof ZStoryWithExperiences>;

/** The experiences of a story, in order: the author's own, in the session's community, each once. */
export const ZStoryExperienceIds = z
  .array(ZId)
  .min(STORY_EXPERIENCES_MIN)
  .max(STORY_EXPERIENCES_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an experience');

const storyFields = {
  title: z.string().trim().min(1).max(STORY_TITLE_MAX),
  description: z.string().trim().max(STORY_DESCRIPTION_MAX).default(''),
  date: ZExperienceDate,
  sharingParameters: z.enum(SHARING_LEVELS).default('private'),
  groupIds: z.array(ZIdOrDigits).max(50).default([]),
};

/** POST /v2/stories, wrapper `story`: the story and its experiences, written in one transaction. */
export const ZStoryCreate = z.object({ ...storyFields, experienceIds: ZStoryExperienceIds });
export type TStoryCreate = z.infer<typeof ZStoryCreate>;
export type TStoryCreateInput = z.input<typeof ZStoryCreate>;

/** PUT /v2/stories/{id}, wrapper `story`: any subset of the story's own fields. */
export const ZStoryUpdate = z.object({
  title: storyFields.title.optional(),
  description: z.string().trim().max(STORY_DESCRIPTION_MAX).optional(),
  date: ZExperienceDate.optional(),
  sharingParameters: z.enum(SHARING_LEVELS).optional(),
  groupIds: z.array(ZIdOrDigits).max(50).optional(),
});
export type TStoryUpdate = z.infer<typeof ZStoryUpdate>;
export type TStoryUpdateInput = z.input<typeof ZStoryUpdate>;

/** PUT /v2/stories/{id}/story_experiences: the whole ordered list, replacing the old one. */
export const ZStoryExperiencesUpdate = z.object({ experienceIds: ZStoryExperienceIds });
export type TStoryExperiencesUpdate = z.infer<typeof ZStoryExperiencesUpdate>;

export const ZStoryViewQuery = z.object({ view: z.enum(STORY_VIEWS).default('with_full_experiences') });
