import type { TRecognitionCreate } from '@/lib/shared/validation/recognition';
import type { TCertificatorForm, TRemarkForm } from '@/lib/shared/validation/recognition-forms';
import type { TRecognitionDraft } from './recognition-draft';

/** One of the experience's skills as the wizard offers it: its id, name and the learner's stars (1 to 4). */
export type TOfferedSkill = { skillId: number; name: string; stars: number };

/** The teacher, named by the list or by the learner: what the create request says of them. */
function teacherOf(certificator: TCertificatorForm) {
  if (certificator.kind === 'community') return { teacherId: certificator.teacherId };
  return { teacherEmail: certificator.email, teacherFirstName: certificator.firstName, teacherLastName: certificator.lastName };
}

/**
 * POST /v2/micro_recognitions from the draft: the chosen skills at the learner's own stars, the
 * badge's title, the remark, and what the learner agreed the public proof shows.
 */
export function toCreatePayload(draft: TRecognitionDraft, certificator: TCertificatorForm, skills: TOfferedSkill[], remark: TRemarkForm): TRecognitionCreate {
  const { title, message } = remark;
  const picked = skills.filter((skill) => draft.skillIds.includes(skill.skillId));
  return {
    experienceId: draft.experienceId as number,
    title,
    ...(message ? { studentMessage: message } : {}),
    skills: picked.map(({ skillId, stars }) => ({ skillId, level: stars })),
    proofAccepted: true,
    proofShowsText: remark.showsText,
    proofShowsPicture: remark.showsPicture,
    ...teacherOf(certificator),
  };
}
