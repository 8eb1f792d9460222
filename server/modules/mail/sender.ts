import 'server-only';
import type { Database } from '../../db/client';
import { createBackgroundLoop, type BackgroundLoop } from '../../platform/background-loop';
import { deliverDueMails, type MailTransport } from './outbox';

export type MailSender = BackgroundLoop;

/**
 * Delivers the outbox in the background: at once when woken (a mail was just queued), and
 * every `everyMs` for retries and for mails another process queued, so a down SMTP server never
 * reaches a request.
 */
export function createMailSender(db: Database, transport: MailTransport | null, { everyMs = 15_000 } = {}): MailSender {
  return createBackgroundLoop(
    'Delivering mails',
    async (isStopped) => {
      while ((await deliverDueMails(db, transport)) > 0 && !isStopped());
    },
    everyMs,
  );
}
