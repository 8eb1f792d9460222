import { z } from 'zod';

export const MAIL_KINDS = ['passwordReset', 'invitation', 'registrationConfirmation', 'signupConfirmation', 'emailChange', 'accountDeleted', 'contactMessage', 'recognitionRequest', 'recognitionCertified', 'recognitionQuestion', 'recognitionDeclined', 'dataExportReady', 'publicLinkRequest', 'publicLinkApproved', 'publicLinkRefused'] as const;
/** `kept`: no SMTP server is configured; the mail waits in the outbox for the community's admins. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

/** A community's mail as its admins read it in the outbox. */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  locale: z.string(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
