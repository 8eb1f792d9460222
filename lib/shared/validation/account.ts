import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { PASSWORD_MAX_LENGTH, ZNewPasswordValue } from './user';

/** What a mailed confirmation link confirms: a public sign-up's address, or a new address. */
export const EMAIL_CONFIRMATION_PURPOSES = ['signup', 'emailChange'] as const;

/** Not in the spec: a day, for a mail read the next morning; longer links are longer risks. */
export const EMAIL_CONFIRMATION_VALID_HOURS = 24;

const ZName = z.string().trim().min(1).max(100);
const ZToken = z.string().min(20).max(200);
const matchesPassword = (user: { password?: string; passwordConfirmation?: string }) => user.password === user.passwordConfirmation;

/** Spec §7 PUT /v2/signup, body {user plus password confirmation}; "registration also sends the community name". */
export const ZSignup = z
  .object({
    email: z.email().max(254),
    firstname: ZName,
    lastname: ZName,
    locale: z.enum(LOCALES),
    password: ZNewPasswordValue,
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(matchesPassword, { path: ['passwordConfirmation'], message: 'does not match the password' });
export type TSignup = z.infer<typeof ZSignup>;

export const ZSignupRequest = z.object({ user: ZSignup, communityName: z.string().trim().min(1).max(200).optional() });

/**
 * Confirming a sign-up takes the password chosen with it: a link alone never activates an
 * account someone else opened with your address (a pre-registration takeover).
 */
export const ZSignupConfirmationRequest = z.object({ token: ZToken, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

/** Asking for a sign-up's confirmation mail again (the first one lost, or expired): the address only. */
export const ZSignupConfirmationMailRequest = z.object({ user: z.object({ email: z.email().max(254) }) });

/** Confirming a new address: the link is the proof of holding it. */
export const ZEmailConfirmationRequest = z.object({ token: ZToken });

/**
 * Spec §7 credentials update, payload {user: {email, password, currentPassword}} (path not shown:
 * PUT /v2/users/{id}/credentials). Either may change; the current password is always asked.
 */
export const ZCredentialsUpdate = z
  .object({
    email: z.email().max(254).optional(),
    password: ZNewPasswordValue.optional(),
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .refine((user) => user.password === undefined || matchesPassword(user), { path: ['passwordConfirmation'], message: 'does not match the password' });
export type TCredentialsUpdate = z.infer<typeof ZCredentialsUpdate>;

export const ZCredentialsUpdateRequest = z.object({ user: ZCredentialsUpdate });

/** What a credentials update did: a new password is in force; a new address waits for its link. */
export const ZCredentialsUpdated = z.object({ passwordChanged: z.boolean(), emailConfirmationSentTo: z.string().nullable() });
export type TCredentialsUpdated = z.infer<typeof ZCredentialsUpdated>;

/**
 * Not in the spec (`?reason=` only): a closed list, so what is kept about a departure can never
 * name anyone, unlike free text.
 */
export const DELETION_REASONS = ['noLongerNeeded', 'privacy', 'tooComplicated', 'other'] as const;
export type TDeletionReason = (typeof DELETION_REASONS)[number];
export const ZDeleteAccountQuery = z.object({ reason: z.enum(DELETION_REASONS).optional() });
/** The password confirms a deletion; an account without one (learning-platform sign-in) types its address. */
export const ZDeletionConfirmation = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(), email: z.email().max(254).optional() })
  .refine((user) => user.password !== undefined || user.email !== undefined, { path: ['password'], message: 'is required' });
export type TDeletionConfirmation = z.infer<typeof ZDeletionConfirmation>;
export const ZDeleteAccountRequest = z.object({ user: ZDeletionConfirmation });
