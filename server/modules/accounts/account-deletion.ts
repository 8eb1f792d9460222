import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDeletionConfirmation, TDeletionReason } from '@/lib/shared/validation/account';
import { inTransaction, type Database } from '../../db/client';
import { accountDeletions, auditLog, users } from '../../db/schema';
import type { AuthSession } from './auth';
import { InvalidError } from '../../platform/errors';
import { enqueueMail, forgetMailsTo } from '../mail';
import { accountDeletedMail, mailLocale } from '../mail';
import { verifyPassword } from './passwords';

/**
 * Spec §7 DELETE /v2/users/{id}/delete_user_account?reason=, by the account itself, with its
 * password. One transaction: the user row goes and with it (ON DELETE CASCADE) its sessions,
 * experiences, stories, memberships and pending links; pictures no row references any more are
 * left to the sweeper of stored files. What stays is the reason, from a closed list, with the
 * community and the day: nothing that names the person. The audit log keeps what was done, by a
 * pseudonym (`pseudonymizeAuditLog`); the outbox forgets the mails sent to them. A last mail says
 * what happened.
 */
export async function deleteAccount(db: Database, auth: AuthSession, confirmation: TDeletionConfirmation, reason: TDeletionReason | undefined) {
  const { user, community } = auth;
  // An account that signs in through a learning platform has no password: its address confirms instead.
  if (user.passwordHash) {
    if (!(await verifyPassword(confirmation.password ?? '', user.passwordHash))) throw new InvalidError({ password: ['is not your password'] });
  } else if (confirmation.email?.trim().toLowerCase() !== user.email) {
    throw new InvalidError({ email: ['is not the address of this account'] });
  }
  const locale = mailLocale(user.locale);
  await inTransaction(db, async (tx) => {
    await pseudonymizeAuditLog(tx, user.id);
    await forgetMailsTo(tx, user.email);
    await tx.delete(users).where(eq(users.id, user.id));
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    await tx.insert(accountDeletions).values({ communityId: community.id, reason: reason ?? null, deletedOn: today });
    await enqueueMail(tx, {
      communityId: community.id,
      recipient: user.email,
      locale,
      kind: 'accountDeleted',
      ...accountDeletedMail(locale, { firstname: user.firstname, community: community.name }),
    });
  });
}

/**
 * The audit log still reads after a deletion (who changed whose rights, and when), but names the
 * person by a pseudonym, the same in each of their rows and tied to nothing, and forgets the
 * address an invitation recorded.
 */
async function pseudonymizeAuditLog(tx: Database, userId: number) {
  const pseudonym = `#${randomBytes(3).toString('hex')}`;
  await tx.update(auditLog).set({ actorName: pseudonym }).where(eq(auditLog.actorId, userId));
  await tx
    .update(auditLog)
    .set({ subjectName: pseudonym, details: sql`${auditLog.details} - 'email'` })
    .where(eq(auditLog.subjectId, userId));
}
