import { z } from 'zod';

/**
 * What a person's activity list records, as it happens. Recognitions add their kinds
 * when they are built.
 */
export const ACTIVITY_KINDS = ['joinedCommunity', 'joinedGroup', 'experienceCreated', 'storyCreated'] as const;
export type TActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITIES_PAGE_SIZE = 20;
/** The experience's opening words kept with the record: the list reads well even once it is deleted. */
export const ACTIVITY_SUBJECT_MAX = 80;

export const ZActivity = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The experience of experienceCreated or the story of storyCreated, while it exists; null otherwise. */
  subjectId: z.number().int().nullable(),
  /** The community's or group's name, the experience's opening words or the story's title, as they were then. */
  subjectName: z.string(),
  createdAt: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
