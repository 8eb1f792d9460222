import { z } from 'zod';
import { ZId, ZIdOrDigits } from './id';
import { DESCRIPTION_MAX, MAX_SKILLS, PICTURE_ALT_MAX, MAX_TAGS, SHARING_LEVELS, SKILL_LEVEL_MAX, normalizeLink } from './experience-rules';

export * from './experience-rules';

const ZLinkUrl = z
  .string()
  .max(2000)
  .transform((value) => normalizeLink(value))
  .refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Invalid URL');

/**
 * An ISO date-time whose UTC year is 1 to 9999: "0001-01-01T00:00:00+01:00" is year 0 once in
 * UTC, which PostgreSQL's timestamp refuses (a 500 if it got there).
 */
export const ZExperienceDate = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  // Not a date at all: the format check above has said so already, once is enough.
  return Number.isNaN(year) || (year >= 1 && year <= 9999);
}, 'must be a date between the years 1 and 9999');

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const ZAddress = z.object({
  name: optionalText(200),
  city: optionalText(200),
  postcode: optionalText(20),
  administrative: optionalText(200),
  country: optionalText(100),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZTagInput = z.object({
  id: ZId.optional(),
  name: z.string().trim().min(1).max(50),
  _destroy: z.boolean().optional(),
});

const skillFields = {
  /** An existing experience skill (edit); absent for new ones (their temporary ids stay client-side). */
  id: ZId.optional(),
  skillId: ZId.nullish(),
  name: z.string().trim().min(1).max(80),
  level: z.number({ error: 'Level is required' }).int().min(0).max(SKILL_LEVEL_MAX),
  custom: z.boolean().default(false),
  _destroy: z.boolean().optional(),
};

/** Spec §5 skills check: every skill, nested ones included, has a name and a set level. */
export const ZSkillInput = z.object({
  ...skillFields,
  skillsAttributes: z.array(z.object(skillFields)).max(10).default([]),
});
export type TSkillInput = z.infer<typeof ZSkillInput>;


/** The photo's text alternative: absent leaves it as it is, empty or null clears it. */
const ZPictureAlt = z
  .string()
  .trim()
  .max(PICTURE_ALT_MAX)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const experienceFields = {
  description: z.string().trim().min(1).max(DESCRIPTION_MAX),
  pictureAlt: ZPictureAlt,
  date: ZExperienceDate,
  link: z.object({ linkUrl: ZLinkUrl }).nullish(),
  sharingParameters: z.enum(SHARING_LEVELS).default('private'),
  groupIds: z.array(ZIdOrDigits).max(50).default([]),
  tagsAttributes: z.array(ZTagInput).max(MAX_TAGS).default([]),
  skillsAttributes: z.array(ZSkillInput).max(MAX_SKILLS).default([]),
  addressAttributes: ZAddress.nullish(),
};

/** POST /v2/experiences, wrapper `experience`; dates travel as ISO strings, group ids as strings (spec §7). */
export const ZExperienceCreate = z.object(experienceFields);
export type TExperienceCreate = z.infer<typeof ZExperienceCreate>;
/** What a client sends (group ids may be strings, defaults may be omitted). */
export type TExperienceCreateInput = z.input<typeof ZExperienceCreate>;

/**
 * PATCH /v2/experiences/{id}: any subset. An address update sends only addressAttributes,
 * a tag update only tagsAttributes (the answer's tagsAttributes is read back).
 */
export const ZExperienceUpdate = z.object({
  description: experienceFields.description.optional(),
  pictureAlt: ZPictureAlt,
  date: experienceFields.date.optional(),
  link: experienceFields.link,
  sharingParameters: z.enum(SHARING_LEVELS).optional(),
  groupIds: z.array(ZIdOrDigits).max(50).optional(),
  tagsAttributes: z.array(ZTagInput).max(MAX_TAGS).optional(),
  skillsAttributes: z.array(ZSkillInput).max(MAX_SKILLS).optional(),
  addressAttributes: ZAddress.nullish(),
});
export type TExperienceUpdate = z.infer<typeof ZExperienceUpdate>;
export type TExperienceUpdateInput = z.input<typeof ZExperienceUpdate>;
