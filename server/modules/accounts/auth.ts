import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TLoginCredentials } from '@/lib/shared/validation/user';
import { inTransaction, type Database } from '../../db/client';
import { communities, sessions, users } from '../../db/schema';
import { DomainError, unauthenticated } from '../../platform/errors';
import { findCommunityBySlug, type CommunityRow } from '../communities';
import { verifyPassword } from './passwords';
import { digestToken, newOpaqueToken } from '../../platform/tokens';
import { findUserByEmail, isCommunityMember, userCommunities, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;

export type AuthSession = { sessionId: number; user: UserRow; community: CommunityRow };

const invalidCredentials = () => unauthenticated('INVALID_CREDENTIALS', 'Invalid email or password');
/** A public sign-up whose address is not confirmed yet (invited people have no password until they register). */
const accountPending = () => new DomainError('forbidden', 'ACCOUNT_PENDING', 'Confirm your address with the link we mailed before signing in');

export function communityMismatch(community: CommunityRow) {
  return new DomainError('forbidden', 'COMMUNITY_MISMATCH', 'This account belongs to another community', {
    community: { slug: community.slug, url: community.url, name: community.name },
  });
}

export async function issueSession(db: Database, userId: number, communityId: number) {
  const token = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const now = Date.now();
  await db.insert(sessions).values({
    userId,
    communityId,
    tokenHash: digestToken(token),
    refreshHash: digestToken(refreshToken),
    expiresAt: new Date(now + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: new Date(now + REFRESH_TOKEN_TTL_MS),
  });
  return { token, refreshToken, expiresAt: new Date(now + ACCESS_TOKEN_TTL_MS) };
}

/**
 * A user signs in on their community's host. On a host without a community they sign
 * in to their own; on another community's host they get COMMUNITY_MISMATCH naming theirs,
 * but only after the password checked out, so the answer reveals nothing to a guesser.
 * A pending account is refused (spec §4: pending until registration completes).
 */
export async function login(db: Database, credentials: TLoginCredentials, hostSlug: string | null) {
  const user = await findUserByEmail(db, credentials.email);
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? null);
  if (!user || !valid) throw invalidCredentials();
  // Told only once the password checked out: a guesser learns nothing about the account.
  if (user.status === 'pending') throw accountPending();
  const own = (await userCommunities(db, user.id))[0];
  if (!own) throw invalidCredentials();
  let community = own;
  if (hostSlug) {
    const host = await findCommunityBySlug(db, hostSlug);
    if (!host || !(await isCommunityMember(db, user.id, host.id))) throw communityMismatch(own);
    community = host;
  }
  const issued = await issueSession(db, user.id, community.id);
  return { user, community, ...issued };
}

export async function authenticate(db: Database, token: string): Promise<AuthSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, community: communities })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(communities, eq(communities.id, sessions.communityId))
    .where(and(eq(sessions.tokenHash, digestToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Rotation: a refresh token is good once; using it revokes its session and opens a new one. */
export async function refresh(db: Database, refreshToken: string) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(sessions.refreshHash, digestToken(refreshToken)), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, new Date())),
      )
      .returning({ sessionId: sessions.id, userId: sessions.userId, communityId: sessions.communityId });
    if (!row) throw unauthenticated('INVALID_REFRESH_TOKEN', 'Refresh token is invalid or expired');
    return { ...(await issueSession(tx, row.userId, row.communityId)), revokedSessionId: row.sessionId };
  });
}
