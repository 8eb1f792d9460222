import { z } from 'zod';
import { ZSharing } from './experience-answer';
import { ZAuthorSummary } from './user';

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
  experiencePictures: z.array(z.object({ pictureUrl: z.string() })),
  userAttributes: ZAuthorSummary,
  sharingParameters: ZSharing,
  official: z.boolean(),
  publicToken: z.string().nullable(),
});
export type TStory = z.infer<typeof ZStory>;
