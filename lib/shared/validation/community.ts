import { z } from 'zod';
import { ZPublicLinkRule } from './public-links';

/** Spec §3 Community, as the API answers it. */
export const ZCommunity = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  supportLink: z.string().nullable(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  publicRegistration: z.boolean(),
  /** Public pages name learners in full; otherwise by first name and initial (the default: most learners are minors). */
  publicFullNames: z.boolean(),
  /** Whether learners may publish public links: freely, once a group admin approved each, or not at all. */
  publicLinks: ZPublicLinkRule,
  /** Its LinkedIn page's organization id, which LinkedIn's add-to-profile form names the issuer by. */
  linkedinOrganizationId: z.string().nullable(),
});
export type TCommunity = z.infer<typeof ZCommunity>;

/** PATCH /v2/communities/current: the privacy rules a community admin sets. */
export const LINKEDIN_ORGANIZATION_ID_PATTERN = /^\d{1,20}$/;

/** The number in a LinkedIn company page's admin address (linkedin.com/company/<digits>/admin); empty clears it. */
export const ZLinkedInOrganizationId = z
  .union([z.literal(''), z.string().trim().regex(LINKEDIN_ORGANIZATION_ID_PATTERN, { error: 'must be digits only' })])
  .nullable()
  .transform((value) => value || null);

/** PATCH /v2/communities/current: the rules a community admin sets, any of them. */
export const ZCommunitySettings = z
  .object({
    publicFullNames: z.boolean({ error: 'must be true or false' }).optional(),
    publicLinks: ZPublicLinkRule.optional(),
    linkedinOrganizationId: ZLinkedInOrganizationId.optional(),
  })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), { error: 'must change at least one setting' });
export type TCommunitySettings = z.infer<typeof ZCommunitySettings>;
export const ZCommunitySettingsRequest = z.object({ community: ZCommunitySettings });

/** GET /v2/groups/{id}?view=group_info, and each of a user's groupsAttributes. */
export const ZGroupSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  communityId: z.number().int(),
});
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

/**
 * GET /v2/communities/current: the host's community (known), a sub-domain no community owns
 * yet (its name derived from the slug, spec §1), or null on a host without a community.
 */
export const ZCommunityBrand = z
  .union([
    ZCommunity.extend({ known: z.literal(true) }),
    z.object({ slug: z.string(), name: z.string(), known: z.literal(false) }),
  ])
  .nullable();
export type TCommunityBrand = z.infer<typeof ZCommunityBrand>;

/** GET /public_api/v1/communities?community[url]= (spec §7 favicon lookup). */
export const ZCommunityFavicon = z.object({ name: z.string(), url: z.string(), faviconUrl: z.string() });
