import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_VALID_HOURS, type TSignup } from '@/lib/shared/validation/account';
import { inTransaction, type Database } from '../../db/client';
import { communities, communityMemberships, emailConfirmations, users } from '../../db/schema';
import { recordActivity } from './activities';
import type { CommunityRow } from '../communities';
import { lockConfirmation, issueConfirmation, spendConfirmation } from './email-confirmations';
import { DomainError, InvalidError } from '../../platform/errors';
import { enqueueMail } from '../mail';
import { mailLocale, signupConfirmationMail } from '../mail';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail } from './users';

export const registrationClosed = () =>
  new DomainError('forbidden', 'PUBLIC_REGISTRATION_CLOSED', 'This community does not take public registrations: ask it for an invitation');

/**
 * The host's community decides; on a host without one, the community named in the body (spec
 * §7: "registration also sends the community name"). Either way it must take public sign-ups.
 */
export async function signupCommunity(db: Database, hostCommunity: CommunityRow | null, communityName: string | undefined) {
  const community =
    hostCommunity ??
    (communityName ? (await db.select().from(communities).where(sql`lower(${communities.name}) = lower(${communityName})`).limit(1))[0] : undefined);
  if (!community?.publicRegistration) throw registrationClosed();
  return community;
}

/** A pending account that signed up itself (an invited one has no password until it registers). */
async function ownSignup(db: Database, userId: number, communityId: number) {
  const [row] = await db
    .select({ id: emailConfirmations.id })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.communityId, communityId), eq(emailConfirmations.purpose, 'signup')))
    .limit(1);
  return Boolean(row);
}

/**
 * Spec §7 PUT /v2/signup: a pending member of the community with the chosen password, and a mail
 * to confirm the address. The answer is the same whether or not the address has an account, so
 * the form cannot tell who is here: an accepted or invited address gets nothing; a sign-up not
 * confirmed yet is replaced by this one (the person lost the mail, or mistyped the password).
 * The route runs it after answering; the password is hashed whatever the address, so that even
 * the load it leaves behind is alike. Answers whether a mail was queued.
 */
export async function signup(db: Database, community: CommunityRow, person: TSignup, appOrigin: string): Promise<boolean> {
  const email = person.email.trim().toLowerCase();
  const passwordHash = await hashPassword(person.password);
  const existing = await findUserByEmail(db, email);
  if (existing && (existing.status !== 'pending' || !(await ownSignup(db, existing.id, community.id)))) return false;
  const values = { firstname: person.firstname, lastname: person.lastname, locale: person.locale, passwordHash };
  await inTransaction(db, async (tx) => {
    let userId = existing?.id;
    if (userId) {
      await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
    } else {
      [{ id: userId }] = await tx.insert(users).values({ ...values, email, status: 'pending' }).returning({ id: users.id });
      await tx.insert(communityMemberships).values({ userId, communityId: community.id, position: 0 });
    }
    const url = await issueConfirmation(tx, { userId, communityId: community.id, communitySlug: community.slug, purpose: 'signup', locale: person.locale }, appOrigin);
    await enqueueMail(tx, {
      communityId: community.id,
      recipient: email,
      locale: person.locale,
      kind: 'signupConfirmation',
      ...signupConfirmationMail(person.locale, { firstname: person.firstname, community: community.name, url, validHours: EMAIL_CONFIRMATION_VALID_HOURS }),
    });
  });
  return true;
}

/**
 * The sign-up's confirmation mail again, with a fresh link (the earlier ones retired): for a
 * pending account that signed up itself, in the community it signed up to (the host's, when the
 * host has one). Anything else gets nothing, and the route answers alike before this runs, so
 * neither the answer nor its delay tells whether the address has an account. Answers whether a
 * mail was queued.
 */
export async function resendSignupConfirmation(db: Database, email: string, hostCommunity: CommunityRow | null, appOrigin: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'pending') return false;
  const [signedUp] = await db
    .select({ community: communities })
    .from(emailConfirmations)
    .innerJoin(communities, eq(communities.id, emailConfirmations.communityId))
    .where(
      and(
        eq(emailConfirmations.userId, user.id),
        eq(emailConfirmations.purpose, 'signup'),
        hostCommunity ? eq(emailConfirmations.communityId, hostCommunity.id) : undefined,
      ),
    )
    .orderBy(desc(emailConfirmations.id))
    .limit(1);
  if (!signedUp) return false;
  const { community } = signedUp;
  const locale = mailLocale(user.locale);
  await inTransaction(db, async (tx) => {
    const url = await issueConfirmation(tx, { userId: user.id, communityId: community.id, communitySlug: community.slug, purpose: 'signup', locale }, appOrigin);
    await enqueueMail(tx, {
      communityId: community.id,
      recipient: user.email,
      locale,
      kind: 'signupConfirmation',
      ...signupConfirmationMail(locale, { firstname: user.firstname, community: community.name, url, validHours: EMAIL_CONFIRMATION_VALID_HOURS }),
    });
  });
  return true;
}

/**
 * The mailed link, with the password chosen at sign-up: the account becomes accepted. A wrong
 * password leaves the link unspent (a typo costs nothing); the caller then signs in as usual.
 */
export async function confirmSignup(db: Database, token: string, password: string, hostCommunityId: number | null) {
  return inTransaction(db, async (tx) => {
    const confirmation = await lockConfirmation(tx, token, 'signup', hostCommunityId);
    const [user] = await tx.select().from(users).where(eq(users.id, confirmation.userId));
    if (!(await verifyPassword(password, user.passwordHash))) throw new InvalidError({ password: ['is not the password chosen at sign-up'] });
    await spendConfirmation(tx, confirmation.id);
    await tx.update(users).set({ status: 'accepted', updatedAt: new Date() }).where(eq(users.id, user.id));
    const [community] = await tx.select({ name: communities.name }).from(communities).where(eq(communities.id, confirmation.communityId));
    await recordActivity(tx, { userId: user.id, communityId: confirmation.communityId, kind: 'joinedCommunity', subjectName: community.name });
    return { email: user.email };
  });
}
