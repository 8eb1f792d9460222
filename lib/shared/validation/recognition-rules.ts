/**
 * Constants of the recognition contract that the browser needs, kept apart from the
 * zod schemas (lib/shared/validation/recognition.ts) so client bundles do not carry zod.
 */

/** Spec §4: an open request shows the pending badge and blocks a new one. */
export const OPEN_RECOGNITION_STATUSES = ['pending', 'teacher_action', 'student_action'] as const;
/** Not in the spec (it shows only the open ones): where a teacher's decision ends a request. */
export const CLOSED_RECOGNITION_STATUSES = ['accepted', 'declined'] as const;
export const RECOGNITION_STATUSES = [...OPEN_RECOGNITION_STATUSES, ...CLOSED_RECOGNITION_STATUSES] as const;
export type TRecognitionStatus = (typeof RECOGNITION_STATUSES)[number];

/**
 * A teacher's workspace sorts the requests addressed to them by whose move it is: theirs (new or
 * handed back), the learner's (a question asked), or nobody's any more (decided).
 */
export const REVIEW_FILTERS = ['waiting', 'question', 'decided'] as const;
export type TReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_STATUSES: Record<TReviewFilter, readonly TRecognitionStatus[]> = {
  waiting: ['pending', 'teacher_action'],
  question: ['student_action'],
  decided: CLOSED_RECOGNITION_STATUSES,
};

export const REVIEW_DECISIONS = ['certify', 'question', 'decline'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What a line of a recognition's thread is: who wrote it and on which step. */
export const RECOGNITION_MESSAGE_KINDS = ['request', 'reminder', 'answer', 'question', 'decline', 'certify'] as const;

/** Spec §4, §5, §9: a reminder (resend) only 7 days after the last update. */
export const RECOGNITION_RESEND_AFTER_DAYS = 7;
/** A review link mailed to a teacher without an account works once, for this long. */
export const REVIEW_LINK_VALID_DAYS = 14;
/** Recognition levels are the stars the skill rating shows (spec §5: out of 4). */
export const RECOGNITION_LEVEL_MIN = 1;
export const RECOGNITION_LEVEL_MAX = 4;
/** A badge's name: a title, as a wallet or LinkedIn lists it. */
export const BADGE_TITLE_MAX = 80;
/** The learner's message and the teacher's comment: a few paragraphs. */
export const RECOGNITION_MESSAGE_MAX = 1000;
/** A recognition names each skill once; an experience rarely has more. */
export const RECOGNITION_SKILLS_MAX = 30;
