import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

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
