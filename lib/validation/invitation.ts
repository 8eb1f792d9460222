import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { PASSWORD_MAX_LENGTH, ZNewPasswordValue } from './user';

/** Not in the spec: two weeks, long enough for a class that meets once a week. */
export const INVITATION_VALID_DAYS = 14;

const ZName = z.string().trim().min(1).max(100);

/** Spec §3 Invitation: user{email, firstname, lastname}, group_id, community_id; the POST body "is the invite". */
export const ZInviteRequest = z.object({
  user: z.object({ email: z.email().max(254), firstname: ZName, lastname: ZName }),
  groupId: z.number().int().positive().max(2_147_483_647),
  communityId: z.number().int().positive().max(2_147_483_647),
  /** Not in the spec: the language of the mail and of the new account; the inviter's when absent. */
  locale: z.enum(LOCALES).optional(),
});
export type TInviteRequest = z.infer<typeof ZInviteRequest>;

/** Spec §7 PUT /v2/invitation, body {user, community_path}: the invited person registers. */
export const ZInvitationRegistration = z
  .object({
    invitationToken: z.string().min(20).max(200),
    firstname: ZName,
    lastname: ZName,
    locale: z.enum(LOCALES),
    password: ZNewPasswordValue,
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((user) => user.password === user.passwordConfirmation, { path: ['passwordConfirmation'], message: 'does not match the password' });
export type TInvitationRegistration = z.infer<typeof ZInvitationRegistration>;

export const ZInvitationRegistrationRequest = z.object({ user: ZInvitationRegistration, communityPath: z.string().max(200).optional() });

/** GET /v2/invitation/{token}: what the register form shows. */
export const ZInvitation = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  locale: z.string(),
  community: z.object({ name: z.string(), slug: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string() }),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitee = z.object({ id: z.number().int(), email: z.string(), firstname: z.string(), lastname: z.string(), status: z.string(), groupId: z.number().int() });
