import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_VALID_HOURS, type TCredentialsUpdate, type TCredentialsUpdated } from '@/lib/shared/validation/account';
import { inTransaction, type Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthSession } from './auth';
import { issueConfirmation, lockConfirmation, spendConfirmation } from './email-confirmations';
import { conflict, InvalidError } from '../../platform/errors';
import { enqueueMail } from '../mail';
import { emailChangeMail, mailLocale } from '../mail';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail } from './users';
import { isUniqueViolation } from '../../db/errors';

const emailTaken = () => conflict('EMAIL_TAKEN', 'This address is already used by another account');

/**
 * The credentials update (spec §7, path chosen: PUT /v2/users/{id}/credentials), by the account
 * itself only. The current password is asked for either change. A new password is in force at
 * once and ends every other session; a new address changes only when the link mailed to it is
 * followed, so a typo cannot lock anyone out. An address of another account is refused here
 * already: the person proved who they are, and the form can say so in place.
 */
export async function updateCredentials(db: Database, auth: AuthSession, changes: TCredentialsUpdate, appOrigin: string): Promise<TCredentialsUpdated> {
  const user = auth.user;
  if (!(await verifyPassword(changes.currentPassword, user.passwordHash))) throw new InvalidError({ current_password: ['is not your current password'] });
  const email = changes.email?.trim().toLowerCase();
  const newEmail = email && email !== user.email ? email : null;
  if (newEmail && (await findUserByEmail(db, newEmail))) throw new InvalidError({ email: ['is already used by another account'] });
  const passwordHash = changes.password ? await hashPassword(changes.password) : null;
  await inTransaction(db, async (tx) => {
    if (passwordHash) {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    }
    if (newEmail) {
      const locale = mailLocale(user.locale);
      const url = await issueConfirmation(
        tx,
        { userId: user.id, communityId: auth.community.id, communitySlug: auth.community.slug, purpose: 'emailChange', newEmail, locale },
        appOrigin,
      );
      await enqueueMail(tx, {
        communityId: auth.community.id,
        recipient: newEmail,
        locale,
        kind: 'emailChange',
        ...emailChangeMail(locale, { firstname: user.firstname, community: auth.community.name, email: newEmail, url, validHours: EMAIL_CONFIRMATION_VALID_HOURS }),
      });
    }
  });
  return { passwordChanged: Boolean(passwordHash), emailConfirmationSentTo: newEmail };
}

/**
 * Following the link mailed to the new address: the account's address becomes it. Someone may
 * have taken the address meanwhile (409, the link stays unspent). No session is needed: the
 * link proves the address, and the change was asked with the password.
 */
export async function confirmEmailChange(db: Database, token: string, hostCommunityId: number | null) {
  return inTransaction(db, async (tx) => {
    const confirmation = await lockConfirmation(tx, token, 'emailChange', hostCommunityId);
    const email = confirmation.newEmail!;
    const holder = await findUserByEmail(tx, email);
    if (holder && holder.id !== confirmation.userId) throw emailTaken();
    await spendConfirmation(tx, confirmation.id);
    try {
      const [user] = await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, confirmation.userId)).returning({ id: users.id, email: users.email });
      return user;
    } catch (error) {
      // Two links to one address followed at once: the second finds the first's row.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });
}
