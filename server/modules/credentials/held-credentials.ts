import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { THeldCredential } from '@/lib/shared/validation/credential';
import type { Database } from '../../db/client';
import { certifications, communities, openBadgeCredentials } from '../../db/schema';
import { credentialPagePath, issuerIdentity } from './issuer-identity';
import { signedSkills, type StoredCredential } from './public-credentials';

/**
 * The Open Badges a learner holds in one community, newest first: what the signed credential
 * says of each one live, and of each revoked one only that and when (its content is erased).
 * One query: the skills are read from the stored documents, the community as it is now (the
 * session keeps a copy of it that a new LinkedIn id would not reach).
 */
export async function heldCredentials(db: Database, appOrigin: string, communityId: number, holderId: number): Promise<THeldCredential[]> {
  const rows = await db
    .select({
      publicId: openBadgeCredentials.publicId,
      document: openBadgeCredentials.document,
      revokedAt: openBadgeCredentials.revokedAt,
      experienceId: certifications.experienceId,
      community: { name: communities.name, slug: communities.slug, linkedinOrganizationId: communities.linkedinOrganizationId },
    })
    .from(openBadgeCredentials)
    .innerJoin(communities, eq(communities.id, openBadgeCredentials.communityId))
    .leftJoin(certifications, eq(certifications.id, openBadgeCredentials.certificationId))
    .where(and(eq(openBadgeCredentials.holderId, holderId), eq(openBadgeCredentials.communityId, communityId)))
    .orderBy(desc(openBadgeCredentials.issuedAt), desc(openBadgeCredentials.id));
  return rows.map(({ community, ...row }) => {
    const origin = issuerIdentity(appOrigin, community.slug).origin;
    const issuer = { url: `${origin}${credentialPagePath(row.publicId)}`, community: community.name, linkedinOrganizationId: community.linkedinOrganizationId };
    const document = row.document as StoredCredential | null;
    if (!document || row.revokedAt !== null) {
      const revokedAt = (row.revokedAt ?? new Date()).toISOString();
      return { publicId: row.publicId, status: 'revoked', ...issuer, name: null, experienceId: null, certifiedAt: null, revokedAt, skills: [] };
    }
    return {
      publicId: row.publicId,
      status: 'valid',
      ...issuer,
      name: document.name,
      experienceId: row.experienceId,
      certifiedAt: document.validFrom,
      revokedAt: null,
      skills: signedSkills(document),
    };
  });
}

/**
 * The live Open Badges a learner holds in one community, newest first, as their portrait shows
 * them when they chose to: the badge's name and public id, nothing a revoked one said.
 */
export async function liveBadges(db: Database, communityId: number, holderId: number): Promise<{ publicId: string; name: string }[]> {
  const rows = await db
    .select({ publicId: openBadgeCredentials.publicId, document: openBadgeCredentials.document })
    .from(openBadgeCredentials)
    .where(and(eq(openBadgeCredentials.holderId, holderId), eq(openBadgeCredentials.communityId, communityId), isNull(openBadgeCredentials.revokedAt), isNotNull(openBadgeCredentials.document)))
    .orderBy(desc(openBadgeCredentials.issuedAt), desc(openBadgeCredentials.id));
  return rows.map((row) => ({ publicId: row.publicId, name: (row.document as StoredCredential).name }));
}
