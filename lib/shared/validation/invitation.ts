import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';
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
  /** Not in the spec: invited as a teacher, whom learners may ask for recognition (community admins only). */
  teacher: z.boolean().optional(),
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

/** Not in the spec: a week, the time for a class to act on a link projected in one lesson. */
export const INVITATION_LINK_VALID_DAYS = 7;

/** Spec §7 POST /v2/invitation_links, body {invitation_link: {group_id}}. */
export const ZInvitationLinkRequest = z.object({ invitationLink: z.object({ groupId: z.number().int().positive().max(2_147_483_647) }) });

export const ZInvitationLink = z.object({ id: z.number().int(), token: z.string(), url: z.string(), groupId: z.number().int(), expiresAt: z.string() });
export type TInvitationLink = z.infer<typeof ZInvitationLink>;

/** What a link's page shows: the group and community one asks to join. */
export const ZInvitationLinkInfo = z.object({ community: z.object({ name: z.string(), slug: z.string() }), group: z.object({ id: z.number().int(), name: z.string() }) });
export type TInvitationLinkInfo = z.infer<typeof ZInvitationLinkInfo>;

/** Spec §7 POST /v2/invitation_link_registrations, body {invitation_link: {userAttributes, invitationToken}}. */
export const ZInvitationLinkRegistrationRequest = z.object({
  invitationLink: z.object({
    invitationToken: z.string().min(20).max(200),
    userAttributes: z.object({ email: z.email().max(254), firstname: ZName, lastname: ZName, locale: z.enum(LOCALES) }),
  }),
});
