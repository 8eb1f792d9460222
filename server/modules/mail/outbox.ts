import 'server-only';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MAIL_KINDS } from '@/lib/shared/validation/mail';
import { mailOutbox } from '../../db/schema';
import type { TRenderedMail } from './templates';

export type TOutgoingMail = TRenderedMail & { communityId: number; recipient: string; locale: string; kind: (typeof MAIL_KINDS)[number] };

/** What sends a mail: SMTP in production (transport.ts), a listener in tests. Throws when it could not. */
export type MailTransport = { send: (mail: { to: string; subject: string; text: string; html: string }) => Promise<void> };

export const MAIL_POLICY = {
  /** After this many failed sends a mail is `failed`: still in the outbox, no longer retried. */
  maxAttempts: 8,
  /** 30 s, 1 min, 2 min … capped at 1 h. */
  backOffMs: (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000),
  /** A mail claimed longer ago than this by a process that died is claimed again. */
  claimTimeoutMs: 10 * 60 * 1000,
  batch: 20,
  /**
   * How long a mail stays once it is done with (sent, kept for the outbox, or failed): a month for
   * an admin to read what the community sent or why it failed; then it goes, with the addresses
   * and names it holds.
   */
  keptForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Written in the caller's transaction: the mail exists exactly when what caused it does. */
export async function enqueueMail(db: Database, mail: TOutgoingMail) {
  // Due by the process's clock, as the sender compares (the database's now() could be a few µs ahead).
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: new Date() });
}

/**
 * Claims due mails (queued and due, or claimed by a process that died) so that two backends
 * never send the same one: `FOR UPDATE SKIP LOCKED` leaves rows another claim holds.
 */
async function claimDue(db: Database, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, new Date(now.getTime() - MAIL_POLICY.claimTimeoutMs))),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(MAIL_POLICY.batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * One delivery round: each due mail is sent once. Without a transport (no SMTP configured)
 * mails are `kept` for the outbox page. A failure is retried with back-off, then `failed`.
 * Returns how many mails it handled, so a caller can go on while there are more.
 */
export async function deliverDueMails(db: Database, transport: MailTransport | null, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  for (const mail of claimed) {
    if (!transport) {
      await db.update(mailOutbox).set({ status: 'kept', claimedAt: null }).where(eq(mailOutbox.id, mail.id));
      continue;
    }
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), claimedAt: null, lastError: null }).where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const exhausted = mail.attempts >= MAIL_POLICY.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: exhausted ? 'failed' : 'queued',
          claimedAt: null,
          nextAttemptAt: new Date(Date.now() + MAIL_POLICY.backOffMs(mail.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return claimed.length;
}

export const OUTBOX_PAGE_SIZE = 20;

/** A community's mails, newest first, for its admins (the outbox page). `before`: the id a page starts below. */
export async function listOutbox(db: Database, communityId: number, before: number | null) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.communityId, communityId), before === null ? undefined : lt(mailOutbox.id, before)))
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE + 1);
  return { mails: rows.slice(0, OUTBOX_PAGE_SIZE), more: rows.length > OUTBOX_PAGE_SIZE };
}

/** Deletes the mails done with for longer than MAIL_POLICY.keptForMs (the backend's sweeper calls it). Answers how many. */
export async function forgetOldMails(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'kept', 'failed']), lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_POLICY.keptForMs))))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** Deletes every mail to an address (a deleted account's): what the outbox kept of them goes with them. */
export async function forgetMailsTo(db: Database, recipient: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}
