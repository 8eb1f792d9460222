import * as z from 'zod/mini';
import { BADGE_TITLE_MAX, RECOGNITION_LEVEL_MAX, RECOGNITION_LEVEL_MIN, RECOGNITION_MESSAGE_MAX, REVIEW_DECISIONS } from './recognition-rules';

export { BADGE_TITLE_MAX, RECOGNITION_MESSAGE_MAX };
/** As the contract takes a teacher's names (lib/shared/validation/recognition.ts). */
export const TEACHER_NAME_MAX = 100;

/** The translated messages the forms show; the component builds them with next-intl. */
export type TRecognitionFormMessages = {
  chooseTeacher: string;
  email: string;
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: string;
  chooseSkill: string;
  messageRequired: string;
  messageTooLong: string;
  titleRequired: string;
  titleTooLong: string;
  proofNotAccepted: string;
};

const trimmedText = (max: number, required: string, tooLong: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * Step "certificator": a teacher of the community picked from the list, or an external teacher
 * named by e-mail, first and last name. Only the chosen kind's fields are checked.
 */
export function certificatorSchema(m: TRecognitionFormMessages) {
  const community = z.object({ kind: z.literal('community'), teacherId: z.number({ error: m.chooseTeacher }).check(z.int(), z.positive(m.chooseTeacher)) });
  const external = z.object({
    kind: z.literal('external'),
    email: z.string().check(z.trim(), z.email(m.email), z.maxLength(254, m.email)),
    firstName: trimmedText(TEACHER_NAME_MAX, m.firstNameRequired, m.nameTooLong),
    lastName: trimmedText(TEACHER_NAME_MAX, m.lastNameRequired, m.nameTooLong),
  });
  return z.discriminatedUnion('kind', [community, external]);
}
export type TCertificatorForm = z.infer<ReturnType<typeof certificatorSchema>>;

/** Step "index" (skills): at least one of the experience's skills to certify. */
export const skillsSchema = (m: TRecognitionFormMessages) => z.object({ skillIds: z.array(z.number().check(z.int())).check(z.minLength(1, m.chooseSkill)) });
export type TSkillsForm = z.infer<ReturnType<typeof skillsSchema>>;

/** The learner's answer to a teacher's question: a message, needed. */
export const messageSchema = (m: TRecognitionFormMessages) => z.object({ message: trimmedText(RECOGNITION_MESSAGE_MAX, m.messageRequired, m.messageTooLong) });
export type TMessageForm = z.infer<ReturnType<typeof messageSchema>>;

/** A badge's title, as the learner asks it and the teacher certifies it. */
const titleField = (m: TRecognitionFormMessages) => trimmedText(BADGE_TITLE_MAX, m.titleRequired, m.titleTooLong);

/**
 * Step "remark": the badge's title (prefilled with the experience's first line), a word to the
 * teacher, welcome but not needed (the contract's studentMessage is optional), and the learner's
 * agreement to what the public proof will show.
 */
export const remarkSchema = (m: TRecognitionFormMessages) =>
  z.object({
    title: titleField(m),
    message: z.string().check(z.trim(), z.maxLength(RECOGNITION_MESSAGE_MAX, m.messageTooLong)),
    /** What the public proof shows of the experience besides the rest (a public experience's only). */
    showsText: z.boolean(),
    showsPicture: z.boolean(),
    /** The learner saw what the proof will show and agreed: asked anew each time, never kept in the draft. */
    accepted: z.boolean().check(z.refine((value) => value, m.proofNotAccepted)),
  });
export type TRemarkForm = z.infer<ReturnType<typeof remarkSchema>>;

/**
 * The teacher's review: a comment is needed to ask a question or decline (the learner must know
 * why); certifying may go without one.
 */
export function reviewSchema(m: TRecognitionFormMessages) {
  return z
    .object({
      decision: z.enum(REVIEW_DECISIONS),
      comment: z.string().check(z.trim(), z.maxLength(RECOGNITION_MESSAGE_MAX, m.messageTooLong)),
      /** The badge's title as the teacher certifies it (sent with a certification only). */
      title: titleField(m),
      /** Stars per skill id, as the teacher leaves them. */
      levels: z.record(z.string(), z.number().check(z.int(), z.gte(RECOGNITION_LEVEL_MIN), z.lte(RECOGNITION_LEVEL_MAX))),
    })
    .check(z.refine((review) => review.decision === 'certify' || review.comment.length > 0, { path: ['comment'], message: m.messageRequired }));
}
export type TReviewForm = z.infer<ReturnType<typeof reviewSchema>>;
