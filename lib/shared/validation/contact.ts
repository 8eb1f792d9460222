import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';

/**
 * Spec §7 POST /v2/contacts. The spec does not show the contact message's fields (§3); these are
 * what a support desk needs to answer: who, where to answer, what about, and the question.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const ZContactMessage = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.email().max(CONTACT_LIMITS.email),
  subject: z.string().trim().min(1).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** `locale`: the page's language, the one the message is written in (its mail to a support address is in it). */
export const ZContactRequest = z.object({ contact: ZContactMessage.extend({ locale: z.enum(LOCALES) }) });

export const ZContactReceipt = z.object({ id: z.number().int(), createdAt: z.string() });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;
