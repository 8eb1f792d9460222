import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certifications, experiences, openBadgeCredentials } from '../db/schema';
import type { BadgeSettings } from '../modules/credentials';
import { issueCredentialForCertification } from '../modules/credentials';

/**
 * Every certification of the community gets its Open Badge, so the demo shows verify pages.
 * Idempotent: certifications that have one are skipped (and issuing is idempotent anyway).
 */
export async function seedCredentials(db: Database, badges: BadgeSettings, communityId: number) {
  const pending = await db
    .select({ id: certifications.id })
    .from(certifications)
    .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
    .leftJoin(openBadgeCredentials, eq(openBadgeCredentials.certificationId, certifications.id))
    .where(and(eq(experiences.communityId, communityId), isNull(openBadgeCredentials.id)))
    .orderBy(certifications.id);
  for (const { id } of pending) await issueCredentialForCertification(db, badges, id);
}
