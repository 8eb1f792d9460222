import 'server-only';
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://…`, as SMTP_URL gives it. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
}
