import { z } from 'zod';
import { ZPublicLinkState } from './public-links';
import { SHARING_LEVELS } from './experience-rules';
import { ZPlace } from './place';
import { ZAuthorSummary } from './user';

const ZTimestamp = z.iso.datetime({ offset: true });

export const ZSharing = z.enum(SHARING_LEVELS);

/** A community skill learners pick from (GET /v2/skills). */
export const ZSkill = z.object({ id: z.number().int(), name: z.string() });
export type TSkill = z.infer<typeof ZSkill>;

export const ZTag = z.object({ id: z.number().int(), name: z.string(), taggableType: z.literal('Experience') });
export type TTag = z.infer<typeof ZTag>;

/** Spec §3 skillsAttributes: a rated skill, with nested ones of the same shape. */
export const ZExperienceSkill = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The learner's own level (0–3: 1–4 stars). */
  level: z.number().int(),
  /** The teacher's level when a certification through a recognition set one (same scale); null otherwise. */
  certifiedLevel: z.number().int().nullable(),
  skillableType: z.literal('Experience'),
  skillableId: z.number().int(),
  skillId: z.number().int().nullable(),
  custom: z.boolean(),
  get skillsAttributes(): z.ZodArray<typeof ZExperienceSkill> {
    return z.array(ZExperienceSkill);
  },
});
export type TExperienceSkill = z.infer<typeof ZExperienceSkill>;

/** E-mail addresses are null for an anonymous reader of a public experience (public-token page). */
export const ZMicroRecognition = z.object({
  id: z.number().int(),
  status: z.string(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  teacherable: z.object({ email: z.string().nullable() }),
});
export type TMicroRecognition = z.infer<typeof ZMicroRecognition>;

export const ZCertification = z.object({
  id: z.number().int(),
  certificatorAttributes: z.object({ name: z.string(), email: z.string().nullable() }),
  updatedAt: ZTimestamp,
  /** The public id of its Open Badge, whose page anyone may open: /credentials/{id}; null when none or revoked. */
  credentialId: z.string().nullable(),
});

/** Spec §3 Experience, as GET /v2/experiences/{id} answers it. */
export const ZExperience = z.object({
  id: z.number().int(),
  type: z.literal('Experience'),
  description: z.string(),
  date: ZTimestamp,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  pictureUrl: z.string().nullable(),
  pictureWidth: z.number().int().nullable(),
  pictureHeight: z.number().int().nullable(),
  /** The learner's text alternative for the picture; null when none was written. */
  pictureAlt: z.string().nullable(),
  userAttributes: ZAuthorSummary,
  addressAttributes: ZPlace.nullable(),
  link: z.object({ linkUrl: z.string() }).nullable(),
  tagsAttributes: z.array(ZTag),
  skillsAttributes: z.array(ZExperienceSkill),
  certificationAttributes: z.array(ZCertification),
  sharingParameters: ZSharing,
  groupIds: z.array(z.number().int()),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  official: z.boolean(),
  highlight: z.boolean(),
  microRecognition: ZMicroRecognition.nullable(),
  /** The author's, or anyone's when the experience is public; null otherwise. */
  publicToken: z.string().nullable(),
  /** A public item's link under its community's rule (live, waiting for approval, off); null when not public. */
  publicLink: ZPublicLinkState.nullable(),
});
export type TExperience = z.infer<typeof ZExperience>;

/** GET /v2/experience_pictures/{id} (spec §7: "the GET response data is the image"). */
export const ZExperiencePicture = z.object({ url: z.string().nullable(), width: z.number().int().nullable(), height: z.number().int().nullable() });
