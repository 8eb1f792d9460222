import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@/lib/shared/i18n/locales';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { PLATFORM_CALLBACK_PATH, PLATFORM_SIGN_IN_VALID_MINUTES } from '@/lib/shared/validation/training-center';
import { inTransaction, type Database } from '../../db/client';
import { communities, communityMemberships, groupMemberships, platformAccounts, platformSignIns, trainingCenters, users } from '../../db/schema';
import { recordActivity } from '../accounts';
import { issueSession } from '../accounts';
import type { CommunityRow } from '../communities';
import { DomainError, InvalidError } from '../../platform/errors';
import { authorizationUrl, checkIdToken, checkPlatformAddress, exchangeCode, platformRefused, readPerson, type PlatformPerson } from './learning-platform';
import type { OutboundPolicy } from '../../platform/outbound-address';
import type { SecretBox } from '../../platform/secret-box';
import { digestToken, newOpaqueToken } from '../../platform/tokens';
import { findTrainingCenter, trainingCenterGroupIds, type TrainingCenterRow } from './training-centers';
import { liveOnHost } from '../../platform/live-on-host';

const SIGN_IN_TTL_MS = PLATFORM_SIGN_IN_VALID_MINUTES * 60 * 1000;

const signInExpired = () =>
  new DomainError('notFound', 'SIGN_IN_STATE_INVALID', 'This sign-in has expired or was already used: start again from your training center');
const emailTaken = () =>
  new DomainError('conflict', 'PLATFORM_EMAIL_TAKEN', 'An account already uses the address your platform gave: sign in with its password');

/** The community's own host, the only one the platform may send the person back to (no open redirect). */
function ownHost(appOrigin: string, community: CommunityRow) {
  return new URL(communityOrigin(new URL(appOrigin), community.slug)).host;
}

/**
 * Spec §7 POST /v2/moodle/login_urls: the platform's authorization address. The state, the PKCE
 * verifier and the nonce are kept here, good once for ten minutes; the browser only carries the
 * state, as its key. A center whose address fails the outbound check (saved before the check
 * existed, or a name that now points inside) is refused as unreachable, before anything is kept.
 */
export async function startPlatformSignIn(
  db: Database,
  request: { community: CommunityRow; trainingCenterId: number; redirectHost: string; locale?: TLocale },
  settings: { appOrigin: string; platformAddresses: OutboundPolicy },
) {
  const { appOrigin } = settings;
  const center = await findTrainingCenter(db, request.trainingCenterId, request.community.id);
  const host = ownHost(appOrigin, request.community);
  if (request.redirectHost.toLowerCase() !== host) throw new InvalidError({ redirect_host: [`must be the community's own host (${host})`] });
  await checkPlatformAddress(center.baseUrl, settings.platformAddresses);
  const redirectUri = `${new URL(appOrigin).protocol}//${host}${PLATFORM_CALLBACK_PATH}`;
  const state = newOpaqueToken();
  const nonce = newOpaqueToken();
  const codeVerifier = randomBytes(48).toString('base64url');
  await db.insert(platformSignIns).values({
    trainingCenterId: center.id,
    stateHash: digestToken(state),
    codeVerifier,
    nonce,
    redirectUri,
    locale: request.locale ?? DEFAULT_LOCALE,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return { url: authorizationUrl(center, { redirectUri, state, nonce, codeChallenge }) };
}

/** A live sign-in of a center of the host's community: another community's state is not found on this host. */
async function liveSignIn(db: Database, state: string, hostCommunityId: number | null) {
  const [row] = await db
    .select({ signIn: platformSignIns, center: trainingCenters, community: communities })
    .from(platformSignIns)
    .innerJoin(trainingCenters, eq(trainingCenters.id, platformSignIns.trainingCenterId))
    .innerJoin(communities, eq(communities.id, trainingCenters.communityId))
    .where(and(eq(platformSignIns.stateHash, digestToken(state)), isNull(platformSignIns.usedAt), gt(platformSignIns.expiresAt, new Date())));
  return liveOnHost(row, (r) => r.community.id, hostCommunityId, signInExpired);
}

/** Spent in the transaction that opens the session: of two callbacks with one state, one wins. */
async function spend(tx: Database, signInId: number) {
  const [spent] = await tx
    .update(platformSignIns)
    .set({ usedAt: new Date() })
    .where(and(eq(platformSignIns.id, signInId), isNull(platformSignIns.usedAt)))
    .returning({ id: platformSignIns.id });
  if (!spent) throw signInExpired();
}

/**
 * The account linked to (training center, platform user id); a first sign-in makes an accepted
 * learner of the community in the center's groups. Never matched on e-mail alone: an address
 * that already has an account here is refused rather than taken over.
 */
async function linkedAccount(tx: Database, center: TrainingCenterRow, community: CommunityRow, person: PlatformPerson, locale: TLocale) {
  const [link] = await tx
    .select({ user: users })
    .from(platformAccounts)
    .innerJoin(users, eq(users.id, platformAccounts.userId))
    .where(and(eq(platformAccounts.trainingCenterId, center.id), eq(platformAccounts.platformUserId, person.id)));
  if (link) return link.user;
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (taken) throw emailTaken();
  const [user] = await tx
    .insert(users)
    .values({ email: person.email, firstname: person.firstname, lastname: person.lastname, locale, status: 'accepted' })
    .returning();
  await tx.insert(platformAccounts).values({ trainingCenterId: center.id, platformUserId: person.id, userId: user.id });
  await tx.insert(communityMemberships).values({ userId: user.id, communityId: community.id, position: 0 });
  const groupIds = await trainingCenterGroupIds(tx, center.id);
  if (groupIds.length) await tx.insert(groupMemberships).values(groupIds.map((groupId, position) => ({ userId: user.id, groupId, position })));
  await recordActivity(tx, { userId: user.id, communityId: community.id, kind: 'joinedCommunity', subjectName: community.name });
  return user;
}

/** A secret sealed under another key is the operator's mistake, said so in the log, not the person's. */
function openClientSecret(center: TrainingCenterRow, secrets: SecretBox) {
  try {
    return secrets.open(center.clientSecretSealed);
  } catch (cause) {
    throw new Error(`Training center ${center.id}: its client secret cannot be opened; was SECRETS_KEY (or its key file) changed?`, { cause });
  }
}

/**
 * Spec §7 POST /v2/moodle/oauth_callbacks: the code is exchanged, the person read, and a session
 * opened as at sign-in. The state is spent only with the session: a code the platform refuses
 * leaves nothing written (the code is bound to this sign-in's PKCE verifier, so a state without
 * its code is worth nothing to whoever holds it).
 */
export async function finishPlatformSignIn(
  db: Database,
  callback: { code: string; state: string },
  hostCommunityId: number | null,
  settings: { secrets: SecretBox; platformAddresses: OutboundPolicy },
) {
  const { signIn, center, community } = await liveSignIn(db, callback.state, hostCommunityId);
  const client = { baseUrl: center.baseUrl, clientId: center.clientId, clientSecret: openClientSecret(center, settings.secrets) };
  const policy = settings.platformAddresses;
  const tokens = await exchangeCode(client, { code: callback.code, redirectUri: signIn.redirectUri, codeVerifier: signIn.codeVerifier }, policy);
  const idTokenSubject = tokens.idToken ? checkIdToken(tokens.idToken, { clientId: client.clientId, nonce: signIn.nonce }) : null;
  const person = await readPerson(client, tokens.accessToken, policy);
  if (idTokenSubject !== null && idTokenSubject !== person.id) throw platformRefused('The ID token and the user info name different people');
  const locale = isLocale(signIn.locale) ? signIn.locale : DEFAULT_LOCALE;
  return inTransaction(db, async (tx) => {
    await spend(tx, signIn.id);
    const user = await linkedAccount(tx, center, community, person, locale);
    return { user, community, ...(await issueSession(tx, user.id, community.id)) };
  });
}
