import { eq } from 'drizzle-orm';
import type { TRecognitionStatus } from '@/lib/shared/validation/recognition-rules';
import { certifications, experienceSkills, recognitionReviewLinks, users } from '@/server/db/schema';
import { createExperience, createRecognition } from '@/server/seed/fixtures';
import { issueReviewLink } from '@/server/modules/recognitions/review-links';
import { digestToken } from '@/server/platform/tokens';
import type { TestApi } from './api-harness';
import type { CommunitySetup } from './communities';

type UserRow = typeof users.$inferSelect;
export const EXTERNAL_TEACHER = { email: 'prof.externe@ecole.test', firstname: 'Paule', lastname: 'Externe' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** An experience of `author`'s, shared with `groupIds`, with skills Oral (Débat nested in it) and Curiosité; their ids: Oral, Curiosité, Débat. */
export async function experienceWithSkills(api: TestApi, author: { id: number }, communityId: number, groupIds: number[] = []) {
  const experience = await createExperience(api.db, {
    userId: author.id,
    communityId,
    description: 'Visite du musée des Beaux-Arts et exposé devant la classe',
    sharingParameters: groupIds.length ? 'group' : 'private',
    groupIds,
    skills: [{ name: 'Oral', level: 2, skillsAttributes: [{ name: 'Débat', level: 1 }] }, { name: 'Curiosité', level: 3 }],
  });
  const skills = await api.db.select().from(experienceSkills).where(eq(experienceSkills.experienceId, experience.id)).orderBy(experienceSkills.id);
  return { experienceId: experience.id, skillIds: skills.map((s) => s.id) };
}

/** A review link of a request, made as the teacher's mail makes it (earlier ones retired), then spent or expired if asked. */
export async function reviewLink(api: TestApi, recognitionId: number, state: 'live' | 'spent' | 'expired' = 'live') {
  const token = await issueReviewLink(api.db, api.deps.secrets, recognitionId);
  if (state !== 'live') {
    await api.db
      .update(recognitionReviewLinks)
      .set(state === 'spent' ? { usedAt: new Date() } : { expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(recognitionReviewLinks.tokenHash, digestToken(token)));
  }
  return token;
}

/** A token shaped like a review link of this request but not signed by this deployment. */
export const forgedToken = (recognitionId: number) => `${recognitionId}.${'x'.repeat(43)}.${'y'.repeat(43)}`;

type RecognitionSetup = { demo: CommunitySetup; groupA: { id: number }; author: UserRow; teacher: UserRow };

/**
 * The authorization world's recognitions (issue 11): the author's open request to the demo
 * teacher, and fresh requests for writes that may succeed, so every cell starts from the same state.
 */
export async function recognitionWorld(api: TestApi, { demo, groupA, author, teacher }: RecognitionSetup) {
  const communityId = demo.community.id;
  const toTeacher = { teacherId: teacher.id, teacherEmail: teacher.email, teacherFirstName: teacher.firstname, teacherLastName: teacher.lastname };
  const freshRecognition = async (status: TRecognitionStatus = 'pending', to: 'teacher' | 'external' = 'teacher') => {
    const { experienceId, skillIds } = await experienceWithSkills(api, author, communityId, [groupA.id]);
    const teacherFields =
      to === 'teacher' ? toTeacher : { teacherEmail: EXTERNAL_TEACHER.email, teacherFirstName: EXTERNAL_TEACHER.firstname, teacherLastName: EXTERNAL_TEACHER.lastname };
    const row = await createRecognition(api.db, { communityId, experienceId, status, message: 'Pouvez-vous valider mon exposé ?', ...teacherFields });
    return { id: row.id, experienceId, skillIds };
  };
  const freshExternalRecognition = async (state: 'live' | 'spent' = 'live') => {
    const recognition = await freshRecognition('pending', 'external');
    return { ...recognition, token: await reviewLink(api, recognition.id, state) };
  };
  /** An accepted request certified by the demo teacher: its certification's id. */
  const freshCertification = async () => {
    const { id, experienceId } = await freshRecognition('accepted');
    const [row] = await api.db
      .insert(certifications)
      .values({ experienceId, microRecognitionId: id, certificatorId: teacher.id, certificatorName: `${teacher.firstname} ${teacher.lastname}`, certificatorEmail: teacher.email })
      .returning();
    return row.id;
  };
  const openRecognition = await freshRecognition();
  return {
    openRecognition,
    freshRecognitionExperience: () => experienceWithSkills(api, author, communityId, [groupA.id]),
    freshRecognition,
    freshExternalRecognition,
    freshCertification,
  };
}
