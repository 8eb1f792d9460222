import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { ZCommunity, ZGroupSummary } from './community';

export const USER_STATUSES = ['pending', 'accepted'] as const;

export const ZLoginCredentials = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type TLoginCredentials = z.infer<typeof ZLoginCredentials>;

export const ZLoginRequest = z.object({ user: ZLoginCredentials });

/**
 * The spec's PUT /v2/users/{id} sends "the user merged with changes", so unknown or
 * protected keys (id, status, admin flags) are accepted and dropped, never applied.
 */
export const ZUserUpdate = z.object({
  firstname: z.string().trim().min(1).max(100).optional(),
  lastname: z.string().trim().min(1).max(100).optional(),
  locale: z.enum(LOCALES).optional(),
  tutorialSeen: z.boolean().optional(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserUpdateRequest = z.object({ user: ZUserUpdate });

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(20).max(200) });

/** Spec §3 User, as GET /v2/session and /v2/users/{id} answer it. */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  locale: z.string(),
  status: z.enum(USER_STATUSES),
  active: z.boolean(),
  communityAdmin: z.boolean(),
  groupAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  tutorialSeen: z.boolean(),
  groupsAttributes: z.array(ZGroupSummary),
  communitiesAttributes: z.array(ZCommunity),
  activities: z.array(z.unknown()),
});
export type TUser = z.infer<typeof ZUser>;

/** What anyone of the same community may see of a member: the author of a card, a user overview's header. */
export const ZAuthorSummary = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), avatarUrl: z.string().nullable() });
export type TAuthorSummary = z.infer<typeof ZAuthorSummary>;

/** A row of the admin members list. */
export const ZMember = ZUser.pick({ id: true, firstname: true, lastname: true, avatarUrl: true, status: true, active: true, email: true });
export type TMember = z.infer<typeof ZMember>;

/** POST /v2/login's meta and POST /v2/refresh's answer: the token itself travels in the Authorization header. */
export const ZSessionMeta = z.object({ refreshToken: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
