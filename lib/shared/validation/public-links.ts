import { z } from 'zod';

const ZTimestamp = z.iso.datetime({ offset: true });

/**
 * A community's rule for public links, its learners being mostly minors: anyone may publish one
 * (`allowed`, the default, as before), a group admin approves each one first (`approval`), or
 * nobody publishes any (`off`).
 */
export const PUBLIC_LINK_RULES = ['allowed', 'approval', 'off'] as const;
export const ZPublicLinkRule = z.enum(PUBLIC_LINK_RULES, { error: 'must be allowed, approval or off' });
export type TPublicLinkRule = z.infer<typeof ZPublicLinkRule>;

/**
 * Where a public item's link stands under its community's rule: anyone opens it (`live`), it waits
 * for a group admin's approval (`waiting`), or the community turned public links off (`off`).
 * Null on an item that is not public.
 */
export const PUBLIC_LINK_STATES = ['live', 'waiting', 'off'] as const;
export const ZPublicLinkState = z.enum(PUBLIC_LINK_STATES);
export type TPublicLinkState = z.infer<typeof ZPublicLinkState>;

export const PUBLIC_LINK_KINDS = ['experiences', 'stories'] as const;
export const ZPublicLinkKind = z.enum(PUBLIC_LINK_KINDS, { error: 'must be experiences or stories' });
export type TPublicLinkKind = z.infer<typeof ZPublicLinkKind>;

/** GET /v2/public_links: a public link waiting for the caller's approval. */
export const ZPublicLinkRequest = z.object({
  kind: ZPublicLinkKind,
  id: z.number().int(),
  /** A story's title, or an experience's badge-like first line (its description's first line). */
  title: z.string(),
  author: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  requestedAt: ZTimestamp,
});
export type TPublicLinkRequest = z.infer<typeof ZPublicLinkRequest>;

/** POST /v2/public_links/{kind}/{id}/decision: a group admin approves the link, or refuses it (the item falls back to the community). */
export const PUBLIC_LINK_DECISIONS = ['approve', 'refuse'] as const;
export const ZPublicLinkDecisionRequest = z.object({ decision: z.enum(PUBLIC_LINK_DECISIONS, { error: 'must be approve or refuse' }) });
export type TPublicLinkDecision = z.infer<typeof ZPublicLinkDecisionRequest>['decision'];

/** The decided item: its sharing now and its link's state (live once approved; null once refused, the item shared with the community). */
export const ZPublicLinkDecided = z.object({
  kind: ZPublicLinkKind,
  id: z.number().int(),
  sharingParameters: z.enum(['private', 'group', 'community', 'public']),
  publicLink: ZPublicLinkState.nullable(),
});
export type TPublicLinkDecided = z.infer<typeof ZPublicLinkDecided>;
