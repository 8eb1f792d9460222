import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../tests/support/smtp-listener';
import { E2E } from './hosts';

/** The mails the e2e SMTP server received for `to` (e2e/support/mailbox-server.ts), oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  return (await fetch(`http://127.0.0.1:${E2E.mailboxPort}/mails?to=${encodeURIComponent(to)}`)).json();
}

/** Waits for the `count`-th mail to `to` and answers it; delivery is asynchronous (the outbox). */
export async function nthMailTo(to: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(async () => (await mailsTo(to)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await mailsTo(to))[count - 1];
}

/** The first link of a mail's text that goes to `path`. */
export function linkTo(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}"`);
  return link;
}
