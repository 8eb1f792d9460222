import 'server-only';
import { eq, exists, sql } from 'drizzle-orm';
import type { TExperienceUpdate } from '@/lib/shared/validation/experience';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { certifications, experiences } from '../../db/schema';

/**
 * Spec §4: an experience is certified when it has at least one certification entry. One
 * condition on the experiences table for every reader of it: the certified journals and the
 * portrait's skills.
 */
export const isCertified = exists(new QueryBuilder().select({ one: sql`1` }).from(certifications).where(eq(certifications.experienceId, experiences.id)));

/**
 * What a teacher vouched for stays as certified: the text, the date, the picture, the skills and
 * their levels. Who reads it (sharing, groups), its tags, link and place may still change. To
 * correct certified work, the certification is withdrawn (which revokes its credential) and the
 * learner asks again: the signed credential is the version history, not a copy kept here.
 * The picture's text alternative stays editable: it describes the photo for people who cannot
 * see it, it is not part of what the teacher vouched for.
 */
export const CERTIFIED_FIELDS = ['description', 'date', 'skillsAttributes'] as const satisfies readonly (keyof TExperienceUpdate)[];

export const experienceCertified = () =>
  conflict('EXPERIENCE_CERTIFIED', 'This experience is certified: its text, date, picture and skills stay as the teacher certified them');

/** Whether a change touches what a certification vouched for. */
export const touchesCertified = (input: TExperienceUpdate) => CERTIFIED_FIELDS.some((field) => input[field] !== undefined);

/**
 * Refuses to change a certified experience's certified content. Inside the change's transaction,
 * with the experience's row locked: a certification decided at the same moment (which locks it
 * too) comes wholly before or after the change.
 */
export async function refuseIfCertified(tx: Database, experienceId: number): Promise<void> {
  await tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, experienceId)).for('update');
  const [certified] = await tx.select({ one: sql`1` }).from(certifications).where(eq(certifications.experienceId, experienceId)).limit(1);
  if (certified) throw experienceCertified();
}
