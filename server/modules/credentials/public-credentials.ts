import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { displayName, firstNameAndInitial } from '@/lib/shared/roles';
import type { TCredentialPage } from '@/lib/shared/validation/credential';
import type { Database } from '../../db/client';
import { certifications, communities, experiences, openBadgeCredentials, users } from '../../db/schema';
import { gone, notFound } from '../../platform/errors';
import type { BadgeSettings } from './badge-settings';
import { credentialPagePath, issuerIdentity } from './issuer-identity';
import { statusListUrl } from './status-lists';
import { verifyCredential } from './verification';

/**
 * A credential as the public reads it, by public id, on its community's host only (another
 * host's id is a 404, as every cross-community read).
 */
export async function findPublicCredential(db: Database, publicId: string, communityId: number) {
  const [row] = await db
    .select({ credential: openBadgeCredentials, community: { name: communities.name, slug: communities.slug, logoUrl: communities.logoUrl, linkedinOrganizationId: communities.linkedinOrganizationId } })
    .from(openBadgeCredentials)
    .innerJoin(communities, eq(communities.id, openBadgeCredentials.communityId))
    .where(eq(openBadgeCredentials.publicId, publicId));
  if (!row || row.credential.communityId !== communityId) throw notFound('Credential');
  return row;
}

type StoredLevel = { id: string; name: string; level?: string };
type StoredResultDescription = { id: string; name: string; rubricCriterionLevel?: StoredLevel[] };
type StoredResult = { resultDescription: string; achievedLevel?: string; value?: string };
export type StoredCredential = {
  id: string;
  name: string;
  validFrom: string;
  description?: string;
  issuer?: { name?: string };
  credentialSubject: { achievement: { inLanguage?: string; resultDescription?: StoredResultDescription[] }; result?: StoredResult[] };
};

/**
 * A skill's level as the signed credential states it, 0–3 (1–4 stars): the achieved rubric
 * level's number less one, with its name; credentials signed before the rubric state a raw 0–3 value.
 */
function signedLevel(skill: StoredResultDescription, result: StoredResult | undefined): { level: number; levelName: string | null } {
  const achieved = result?.achievedLevel ? skill.rubricCriterionLevel?.find((level) => level.id === result.achievedLevel) : undefined;
  if (achieved) return { level: Number(achieved.level ?? 1) - 1, levelName: achieved.name };
  return { level: Number(result?.value ?? 0), levelName: null };
}

/** The skills and levels as the signed credential states them (an edit of the experience since changes nothing). */
export function signedSkills(document: StoredCredential) {
  const results = new Map((document.credentialSubject.result ?? []).map((result) => [result.resultDescription, result]));
  return (document.credentialSubject.achievement.resultDescription ?? []).map((skill) => ({ name: skill.name, ...signedLevel(skill, results.get(skill.id)) }));
}

type PublicCredential = Awaited<ReturnType<typeof findPublicCredential>>;

/**
 * The signed credential as issued, or 410 CREDENTIAL_REVOKED once revoked: its document left with
 * the learner's data, and the answer says where its signed status is (the status list's entry),
 * so that a verifier holding a copy can check the revocation itself.
 */
export function issuedDocument({ credential, community }: PublicCredential, appOrigin: string) {
  if (credential.document !== null) return credential.document;
  const statusList = statusListUrl(issuerIdentity(appOrigin, community.slug).origin, credential.statusListId);
  throw gone('CREDENTIAL_REVOKED', 'This credential was revoked: the issuer keeps only its revocation status', {
    status_list_credential: statusList,
    status_list_index: String(credential.statusIndex),
  });
}

/**
 * What the verify page shows: what the stored credential says, the learner's first name and
 * initial, and a live check of signature and status. A revoked credential (its certification
 * withdrawn, its experience or account deleted) shows only that it is revoked, and when.
 */
export async function credentialPage(db: Database, settings: BadgeSettings, publicId: string, communityId: number): Promise<TCredentialPage> {
  const { credential, community } = await findPublicCredential(db, publicId, communityId);
  const url = `${issuerIdentity(settings.appOrigin, community.slug).origin}${credentialPagePath(publicId)}`;
  const [source] = credential.certificationId
    ? await db
        .select({ teacher: certifications.certificatorName, firstname: users.firstname, lastname: users.lastname })
        .from(certifications)
        .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
        .innerJoin(users, eq(users.id, experiences.userId))
        .where(eq(certifications.id, credential.certificationId))
    : [];
  if (!source || credential.document === null || credential.revokedAt !== null) {
    return { state: 'revoked', publicId, url, community: community.name, revokedAt: (credential.revokedAt ?? new Date()).toISOString() };
  }
  const document = credential.document as StoredCredential;
  const verification = await verifyCredential(db, settings, document);
  return {
    state: 'issued',
    publicId,
    url,
    name: document.name,
    community: community.name,
    certifiedAt: document.validFrom,
    verification,
    learner: displayName(firstNameAndInitial(source)),
    description: document.description ?? null,
    skills: signedSkills(document),
    teacher: source.teacher,
    linkedinOrganizationId: community.linkedinOrganizationId,
  };
}

/**
 * The verify page of each experience's credential that is not revoked, by experience id: what a
 * story or portrait PDF prints beside a certified experience (one credential per experience: the
 * first certification's).
 */
export async function liveCredentialUrls(db: Database, experienceIds: number[]): Promise<Map<number, string>> {
  if (experienceIds.length === 0) return new Map();
  const rows = await db
    .select({ experienceId: certifications.experienceId, document: openBadgeCredentials.document })
    .from(openBadgeCredentials)
    .innerJoin(certifications, eq(certifications.id, openBadgeCredentials.certificationId))
    .where(and(inArray(certifications.experienceId, experienceIds), isNull(openBadgeCredentials.revokedAt), isNull(openBadgeCredentials.originalId)))
    .orderBy(openBadgeCredentials.id);
  const urls = new Map<number, string>();
  for (const row of rows) if (!urls.has(row.experienceId)) urls.set(row.experienceId, (row.document as { id: string }).id);
  return urls;
}
