import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { inTransaction, type Database } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import type { CommunityRow } from '../communities';
import { DomainError } from '../../platform/errors';
import { enqueueMail } from '../mail';
import { mailLocale, passwordResetMail } from '../mail';
import { hashPassword } from './passwords';
import { digestToken, newOpaqueToken } from '../../platform/tokens';
import { findUserByEmail, isCommunityMember, userCommunities } from './users';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The page the mail links to (spec §2 /nouveau-mot-de-passe), on the community's own sub-domain. */
export const NEW_PASSWORD_PATH = '/nouveau-mot-de-passe';

/**
 * Step one of spec §4's reset. Nothing tells the caller whether the address has an account
 * here: the route answers the same either way, and before this runs, so its length tells
 * nothing either. Only an accepted member of the host's
 * community gets a mail (an invited person who never registered follows their invitation).
 * A new request retires the earlier links. The link is built from the configured origin and
 * the community's slug, never from the request's Host, so a forged Host cannot send a
 * victim a link to someone else's site. On a host without a community, the account's own
 * community is the one (as for sign-in).
 */
export async function askPasswordReset(db: Database, email: string, hostCommunity: CommunityRow | null, appOrigin: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'accepted') return false;
  const community = hostCommunity ?? (await userCommunities(db, user.id))[0];
  if (!community || !(await isCommunityMember(db, user.id, community.id))) return false;
  const token = newOpaqueToken();
  const locale = mailLocale(user.locale);
  const url = `${communityOrigin(new URL(appOrigin), community.slug)}${localizedPath(locale, NEW_PASSWORD_PATH)}?token=${token}`;
  await inTransaction(db, async (tx) => {
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, communityId: community.id, tokenHash: digestToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) });
    await enqueueMail(tx, {
      communityId: community.id,
      recipient: user.email,
      locale,
      kind: 'passwordReset',
      ...passwordResetMail(locale, { firstname: user.firstname, community: community.name, url, validMinutes: PASSWORD_RESET_TTL_MS / 60_000 }),
    });
  });
  return true;
}

export const invalidResetToken = () => new DomainError('invalid', 'INVALID_RESET_TOKEN', 'This reset link has been used or has expired');

/**
 * Step two: the token is spent in the same statement that checks it, so two tabs racing with
 * one link cannot both succeed; every session of the account ends (whoever knew the old
 * password is out). Only a token of the host's community works there.
 */
export async function setNewPassword(db: Database, token: string, password: string, hostCommunity: CommunityRow | null) {
  const hash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, digestToken(token)), hostCommunity ? eq(passwordResets.communityId, hostCommunity.id) : undefined, isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidResetToken();
    const [user] = await tx.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, reset.userId)).returning({ id: users.id, email: users.email });
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
    return user;
  });
}
