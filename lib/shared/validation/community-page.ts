import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';

/** The pages every school expects whose text a community may write itself. */
export const COMMUNITY_PAGE_KINDS = ['faq', 'legal'] as const;
export type TCommunityPageKind = (typeof COMMUNITY_PAGE_KINDS)[number];

/** A long page, not a book: about ten screens of a phone. */
export const COMMUNITY_PAGE_MAX = 20_000;

export const ZCommunityPageQuery = z.object({ locale: z.enum(LOCALES) });

/** An empty body removes the community's text: the page reads the product's own again. */
export const ZCommunityPageRequest = z.object({
  communityPage: z.object({ locale: z.enum(LOCALES), body: z.string().trim().max(COMMUNITY_PAGE_MAX) }),
});

/** `body` null: the community wrote nothing in this language; the product's text stands. */
export const ZCommunityPage = z.object({
  kind: z.enum(COMMUNITY_PAGE_KINDS),
  locale: z.enum(LOCALES),
  body: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TCommunityPage = z.infer<typeof ZCommunityPage>;
