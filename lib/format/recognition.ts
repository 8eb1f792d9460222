import type { TMicroRecognition } from '@/lib/validation/experience-answer';

/** Spec §4: these statuses show the pending badge and panel, and block selection in a story draft. */
const PENDING_RECOGNITION_STATUSES = ['pending', 'teacher_action', 'student_action'] as const;

export const isRecognitionPending = (recognition: Pick<TMicroRecognition, 'status'> | null | undefined) =>
  Boolean(recognition && (PENDING_RECOGNITION_STATUSES as readonly string[]).includes(recognition.status));

/** An experience is certified when it has at least one certification entry. */
export const isCertified = (experience: { certificationAttributes?: unknown[] }) => (experience.certificationAttributes?.length ?? 0) > 0;
