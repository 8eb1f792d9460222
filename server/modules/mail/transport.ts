import 'server-only';
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/**
 * nodemailer waits up to two minutes for a connection and ten for a silent server; a mail that
 * cannot go now is retried by the sender with back-off, so a stuck SMTP server must not hold
 * the sender (nor its lease on the mail) that long.
 */
export const SMTP_TIMEOUTS = { connectMs: 5_000, greetingMs: 5_000, socketMs: 20_000 } as const;

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://…`, as SMTP_URL gives it. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS.connectMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
}
