import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';
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
  /** Not in the spec: takes the uploaded avatar away (the initials show again). */
  removeAvatar: z.boolean().optional(),
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
  hasPassword: z.boolean(),
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

/** Not in the spec ("other field rules are not shown"): 8 characters at least, as NIST SP 800-63B asks; 200 at most. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const ZNewPasswordValue = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** POST /v2/password: spec §4's first step, "ask". */
export const ZPasswordResetRequest = z.object({ user: z.object({ email: z.email().max(254) }) });

/** PUT /v2/password: the second step, with the token the mail's link carried. */
export const ZNewPasswordRequest = z.object({
  user: z
    .object({
      resetPasswordToken: z.string().min(20).max(200),
      password: ZNewPasswordValue,
      passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH),
    })
    .refine((user) => user.password === user.passwordConfirmation, { path: ['passwordConfirmation'], message: 'does not match the password' }),
});

