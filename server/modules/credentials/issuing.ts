import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { certifications, communities, experienceSkills, experiences, microRecognitions, microRecognitionSkills, openBadgeCredentials, users } from '../../db/schema';
import { defaultBadgeTitle } from '@/lib/shared/format/recognition';
import { localeOrDefault } from '@/lib/shared/i18n/locales';
import type { TPublicLinkRule } from '@/lib/shared/validation/public-links';
import { notFound } from '../../platform/errors';
import { publicLinkState } from '../sharing';
import { translator } from '../../platform/translations';
import type { BadgeSettings } from './badge-settings';
import { openBadgeCredential } from './credential-document';
import { issuerIdentity } from './issuer-identity';
import { signCredential } from './signing';
import { drawFreeIndex, isOriginal, openStatusList } from './status-lists';

export type IssuedCredential = { publicId: string; document: Record<string, unknown> };

/** What a credential is issued from: a certification with its experience, learner and community. */
export type CertifiedSource = {
  certification: typeof certifications.$inferSelect;
  experience: typeof experiences.$inferSelect;
  email: string;
  /** The learner's language: the credential's words (criteria, level names) are written in it. */
  locale: string;
  /** The badge's name: the request's title, or the experience's first line. */
  title: string;
  /** What the learner agreed the proof shows of the experience (nothing for a certification made without a request). */
  proof: { showsText: boolean; showsPicture: boolean };
  /** Its rule for public links decides whether the experience counts as public (`publicLinkState`). */
  community: { id: number; slug: string; name: string; publicLinks: TPublicLinkRule };
  skills: { name: string; level: number }[];
};

async function certifiedExperience(db: Database, certificationId: number): Promise<CertifiedSource | null> {
  const [row] = await db
    .select({
      certification: certifications,
      experience: experiences,
      email: users.email,
      locale: users.locale,
      title: microRecognitions.title,
      showsText: microRecognitions.proofShowsText,
      showsPicture: microRecognitions.proofShowsPicture,
      community: { id: communities.id, slug: communities.slug, name: communities.name, publicLinks: communities.publicLinks },
    })
    .from(certifications)
    .leftJoin(microRecognitions, eq(microRecognitions.id, certifications.microRecognitionId))
    .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
    .innerJoin(users, eq(users.id, experiences.userId))
    .innerJoin(communities, eq(communities.id, experiences.communityId))
    .where(eq(certifications.id, certificationId));
  if (!row) return null;
  const { showsText, showsPicture, ...source } = row;
  return {
    ...source,
    title: row.title ?? defaultBadgeTitle(row.experience.description),
    proof: { showsText: showsText ?? false, showsPicture: showsPicture ?? false },
    skills: await certifiedSkills(db, row.certification),
  };
}

/**
 * What the badge says was achieved: through a recognition, the skills the teacher certified at the
 * teacher's levels (1–4 stars, stored 0–3 like an experience's); otherwise (a certification the
 * seed or an import made) the experience's own skills and levels.
 */
export async function certifiedSkills(db: Database, certification: typeof certifications.$inferSelect) {
  if (certification.microRecognitionId !== null) {
    const rows = await db
      .select({ name: experienceSkills.name, teacherLevel: microRecognitionSkills.teacherLevel })
      .from(microRecognitionSkills)
      .innerJoin(experienceSkills, eq(experienceSkills.id, microRecognitionSkills.experienceSkillId))
      .where(and(eq(microRecognitionSkills.microRecognitionId, certification.microRecognitionId), isNotNull(microRecognitionSkills.teacherLevel)))
      .orderBy(asc(microRecognitionSkills.position), asc(experienceSkills.id));
    return rows.map((row) => ({ name: row.name, level: row.teacherLevel! - 1 }));
  }
  return db
    .select({ name: experienceSkills.name, level: experienceSkills.level })
    .from(experienceSkills)
    .where(eq(experienceSkills.experienceId, certification.experienceId))
    .orderBy(asc(experienceSkills.position), asc(experienceSkills.id));
}

const existingCredential = async (db: Database, certificationId: number): Promise<IssuedCredential | null> => {
  const [row] = await db
    .select({ publicId: openBadgeCredentials.publicId, document: openBadgeCredentials.document })
    .from(openBadgeCredentials)
    .where(and(eq(openBadgeCredentials.certificationId, certificationId), isOriginal));
  return row ? { publicId: row.publicId, document: row.document as Record<string, unknown> } : null;
};

/**
 * Issues the Open Badge of a certification: signed by the experience's community, with
 * a revocation entry at a random index of its status list. Idempotent: a certification has one
 * credential, and asking again answers it. Runs in the caller's transaction when given one (a
 * savepoint), so a certification and its credential commit together. NotFound for an unknown id.
 */
export async function issueCredentialForCertification(db: Database, settings: BadgeSettings, certificationId: number): Promise<IssuedCredential> {
  return inTransaction(db, async (tx) => {
    const existing = await existingCredential(tx, certificationId);
    if (existing) return existing;
    const source = await certifiedExperience(tx, certificationId);
    if (!source) throw notFound('Certification');
    return issueCredential(tx, settings, source);
  });
}

/**
 * Issues the credential of a certification the caller has just made, from what it has loaded
 * already (the certify decision holds the recognition, its experience and community), in the
 * caller's transaction.
 */
export async function issueCredential(tx: Database, settings: BadgeSettings, source: CertifiedSource): Promise<IssuedCredential> {
  const certificationId = source.certification.id;
  const identity = issuerIdentity(settings.appOrigin, source.community.slug);
  const list = await openStatusList(tx, source.community.id);
  const placement = { publicId: randomUUID(), statusListId: list.id, statusIndex: await drawFreeIndex(tx, list), identitySalt: randomBytes(16).toString('hex') };
  const locale = localeOrDefault(source.locale);
  const levels = translator(locale, 'experience.skills');
  const words = translator(locale, 'openBadge');
  // Checked again here: an experience made private since the request, or whose link is not live
  // (waiting for approval, or links off), shows nothing of itself.
  const isPublic = publicLinkState(source.community.publicLinks, source.experience) === 'live';
  const unsigned = openBadgeCredential(
    identity,
    {
      locale,
      criteria: words('criteria', { teacher: source.certification.certificatorName, community: source.community.name }),
      achievementDescription: words('achievementDescription', { community: source.community.name }),
      levelNames: [levels('levels.1'), levels('levels.2'), levels('levels.3'), levels('levels.4')],
      title: source.title,
      community: source.community,
      experience: {
        description: isPublic && source.proof.showsText ? source.experience.description : null,
        pictureKey: isPublic && source.proof.showsPicture ? source.experience.pictureKey : null,
      },
      publicUrl: isPublic && source.proof.showsText ? `${identity.origin}/experiences/public/${source.experience.publicToken}` : null,
      learnerEmail: source.email,
      certifiedAt: source.certification.createdAt,
      skills: source.skills,
    },
    placement,
  );
  const document = await signCredential(tx, settings, source.community.id, identity, unsigned);
  // A concurrent issue for the same certification wins the unique index: answer its credential.
  const [inserted] = await tx
    .insert(openBadgeCredentials)
    .values({ ...placement, communityId: source.community.id, certificationId, holderId: source.experience.userId, document })
    .onConflictDoNothing({ target: openBadgeCredentials.certificationId, where: isOriginal })
    .returning({ publicId: openBadgeCredentials.publicId });
  if (!inserted) return (await existingCredential(tx, certificationId))!;
  return { publicId: inserted.publicId, document };
}

/**
 * Revokes the certification's credential and every copy of it a wallet picked up (they name the
 * same certification): their status bits are set the next time the status list is read. True
 * when a credential was revoked now; false when it had none or was revoked already.
 */
export async function revokeCredentialForCertification(db: Database, certificationId: number): Promise<boolean> {
  // The original locked first, as a wallet's pickup does before it copies: a copy made at this
  // moment is committed before this update reads the rows, and revoked with them.
  await db.select({ id: openBadgeCredentials.id }).from(openBadgeCredentials).where(and(eq(openBadgeCredentials.certificationId, certificationId), isOriginal)).for('update');
  const revoked = await db
    .update(openBadgeCredentials)
    .set({ revokedAt: new Date() })
    .where(and(eq(openBadgeCredentials.certificationId, certificationId), isNull(openBadgeCredentials.revokedAt)))
    .returning({ id: openBadgeCredentials.id });
  return revoked.length > 0;
}

/**
 * Deletes a certification and revokes its credential in one transaction (the caller's, when
 * given). The foreign key alone would revoke it too (certification_id set null counts as
 * revoked); this keeps the revocation date.
 */
export async function deleteCertification(db: Database, certificationId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await revokeCredentialForCertification(tx, certificationId);
    const deleted = await tx.delete(certifications).where(eq(certifications.id, certificationId)).returning({ id: certifications.id });
    return deleted.length > 0;
  });
}
