import 'server-only';
import type { Database } from '../../db/client';
import { deliverDueMails, type MailTransport } from './outbox';

export type MailSender = {
  /** A mail was just queued: deliver now rather than at the next tick. */
  wake: () => void;
  /** Resolves once no delivery round is running (tests, shutdown). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox in the background: at once when woken, and every `everyMs` for retries
 * and for mails another process queued. Rounds never overlap; a failing round is logged and
 * the next tick tries again, so a down SMTP server or database never reaches a request.
 */
export function createMailSender(db: Database, transport: MailTransport | null, { everyMs = 15_000 } = {}): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = async () => {
    do {
      again = false;
      try {
        while ((await deliverDueMails(db, transport)) > 0 && !stopped);
      } catch (error) {
        console.error('Delivering mails failed:', error);
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
