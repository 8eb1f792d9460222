import 'server-only';
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MAIL_KINDS } from '@/lib/shared/validation/mail';
import { mailOutbox } from '../../db/schema';
import { holdLease, leaseUntil, newClaimToken, type LeasePolicy } from '../../platform/lease';
import type { TRenderedMail } from './templates';

export type TOutgoingMail = TRenderedMail & { communityId: number; recipient: string; locale: string; kind: (typeof MAIL_KINDS)[number] };

/** What sends a mail: SMTP in production (transport.ts), a listener in tests. Throws when it could not. */
export type MailTransport = { send: (mail: { to: string; subject: string; text: string; html: string }) => Promise<void> };

export const MAIL_POLICY = {
  /** After this many failed sends a mail is `failed`: still in the outbox, no longer retried. */
  maxAttempts: 8,
  /** 30 s, 1 min, 2 min … capped at 1 h. */
  backOffMs: (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000),
  /**
   * A mail in `sending` is its sender's while the lease lasts; the sender renews it every
   * `renewEveryMs` (a hung SMTP exchange included), so a dead sender's mails are taken over
   * within `leaseMs + pollEveryMs` (30 s) by another process's periodic round.
   */
  leaseMs: 15_000,
  renewEveryMs: 5_000,
  /** How often a sender looks for mails it was not woken for: retries, other processes' and dead ones'. */
  pollEveryMs: 15_000,
  batch: 20,
  /**
   * How long a mail stays once it is done with (sent, kept for the outbox, or failed): a month for
   * an admin to read what the community sent or why it failed; then it goes, with the addresses
   * and names it holds.
   */
  keptForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * Written in the caller's transaction: the mail exists exactly when what caused it does. A step
 * that could run twice for one cause (a job another process took over) passes a `dedupeKey`: the
 * second insert is then a no-op.
 */
export async function enqueueMail(db: Database, mail: TOutgoingMail & { dedupeKey?: string }) {
  // Due by the process's clock, as the sender compares (the database's now() could be a few µs ahead).
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: new Date() }).onConflictDoNothing();
}

/**
 * Claims due mails (queued and due, or `sending` under a lease that ran out: their sender died)
 * so that two backends never send the same one: `FOR UPDATE SKIP LOCKED` leaves rows another
 * claim holds. One token for the batch; each mail is checked again just before it is sent.
 */
async function claimDue(db: Database, lease: LeasePolicy, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseExpiresAt, now)),
        // Claimed by a version without leases (during a rolling deploy): it is given one lease.
        and(eq(mailOutbox.status, 'sending'), isNull(mailOutbox.leaseExpiresAt), lt(mailOutbox.claimedAt, new Date(now.getTime() - lease.leaseMs))),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(MAIL_POLICY.batch)
    .for('update', { skipLocked: true });
  const token = newClaimToken();
  const claimed = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, claimedBy: token, leaseExpiresAt: leaseUntil(lease, now.getTime()), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return { token, claimed };
}

/**
 * One delivery round: each due mail is sent once. Without a transport (no SMTP configured)
 * mails are `kept` for the outbox page. A failure is retried with back-off, then `failed`.
 * Returns how many mails it claimed, so a caller can go on while there are more.
 */
export async function deliverDueMails(db: Database, transport: MailTransport | null, now = new Date(), lease: LeasePolicy = MAIL_POLICY): Promise<number> {
  const { token, claimed } = await claimDue(db, lease, now);
  if (claimed.length === 0) return 0;
  const mine = (id?: number) => and(id === undefined ? undefined : eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.claimedBy, token));
  const renew = async (id?: number) => (await db.update(mailOutbox).set({ leaseExpiresAt: leaseUntil(lease) }).where(mine(id)).returning({ id: mailOutbox.id })).length > 0;
  const released = { claimedBy: null, leaseExpiresAt: null, claimedAt: null };
  const held = holdLease(`Mail batch ${token}`, lease, () => renew());
  try {
    for (const mail of claimed) {
      // Still ours? A batch that waited on a slow SMTP server may have been taken over mail by mail.
      if (!(await renew(mail.id))) continue;
      if (!transport) {
        await db.update(mailOutbox).set({ ...released, status: 'kept' }).where(mine(mail.id));
        continue;
      }
      try {
        await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ ...released, status: 'sent', sentAt: new Date(), lastError: null }).where(mine(mail.id));
      } catch (error) {
        const exhausted = mail.attempts >= MAIL_POLICY.maxAttempts;
        await db
          .update(mailOutbox)
          .set({
            ...released,
            status: exhausted ? 'failed' : 'queued',
            nextAttemptAt: new Date(Date.now() + MAIL_POLICY.backOffMs(mail.attempts)),
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where(mine(mail.id));
      }
    }
  } finally {
    held.release();
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
