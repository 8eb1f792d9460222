import 'server-only';
import { defaultBadgeTitle } from '@/lib/shared/format/recognition';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certifications, microRecognitionSkills } from '../../db/schema';
import type { BadgeSettings } from '../credentials';
import { certifiedSkills, issueCredential } from '../credentials';
import type { RecognitionContext } from './context';

/** Who certifies: the teacher's account when they have one here (null from outside), and the name and address the certificate shows. */
export type Certificator = { id: number | null; name: string; email: string };

/**
 * A teacher's `certify` decision, in the decision's transaction `tx`: the certified level of
 * each skill they kept, and the certification row that makes the experience certified (spec §4).
 * Skills the teacher left out keep no teacher level: they are not certified. Its Open Badge is
 * issued in the same transaction: a certification never exists without its credential.
 */
export async function certify(
  tx: Database,
  context: RecognitionContext,
  certificator: Certificator,
  skills: { skillId: number; level: number }[],
  badges: BadgeSettings,
): Promise<number> {
  const { recognition, experience, student, community } = context;
  for (const skill of skills) {
    await tx
      .update(microRecognitionSkills)
      .set({ teacherLevel: skill.level })
      .where(and(eq(microRecognitionSkills.microRecognitionId, recognition.id), eq(microRecognitionSkills.experienceSkillId, skill.skillId)));
  }
  const [certification] = await tx
    .insert(certifications)
    .values({
      experienceId: experience.id,
      microRecognitionId: recognition.id,
      certificatorId: certificator.id,
      certificatorName: certificator.name,
      certificatorEmail: certificator.email,
    })
    .returning();
  // What the decision holds already goes to the credential as it is: only the certified skills' names are read.
  await issueCredential(tx, badges, {
    certification,
    experience,
    email: student.email,
    locale: student.locale,
    title: recognition.title ?? defaultBadgeTitle(experience.description),
    proof: { showsText: recognition.proofShowsText, showsPicture: recognition.proofShowsPicture },
    community: { id: community.id, slug: community.slug, name: community.name, publicLinks: community.publicLinks },
    skills: await certifiedSkills(tx, certification),
  });
  return certification.id;
}
