import 'server-only';
import type { Database } from '../../db/client';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import type { LeasePolicy } from '../../platform/lease';
import { deliverDueMails, MAIL_POLICY, type MailTransport } from './outbox';

export type MailSender = BackgroundLoop;

/**
 * Delivers the outbox in the background: at once when woken (a mail was just queued), and
 * every `everyMs` for retries and for mails another process queued, so a down SMTP server never
 * reaches a request.
 */
export function createMailSender(db: Database, transport: MailTransport | null, options: Partial<LeasePolicy> & { everyMs?: number } = {}): MailSender {
  const { everyMs = MAIL_POLICY.pollEveryMs, leaseMs = MAIL_POLICY.leaseMs, renewEveryMs = MAIL_POLICY.renewEveryMs } = options;
  return createBackgroundLoop(
    'Delivering mails',
    async (isStopped) => {
      while ((await deliverDueMails(db, transport, new Date(), { leaseMs, renewEveryMs })) > 0 && !isStopped());
    },
    everyMs,
  );
}
