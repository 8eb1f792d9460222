import type { TMicroRecognition } from '@/lib/shared/validation/experience-answer';
import { BADGE_TITLE_MAX } from '@/lib/shared/validation/recognition-rules';

/** Spec §4: these statuses show the pending badge and panel, and block selection in a story draft. */
const PENDING_RECOGNITION_STATUSES = ['pending', 'teacher_action', 'student_action'] as const;

export const isRecognitionPending = (recognition: Pick<TMicroRecognition, 'status'> | null | undefined) =>
  Boolean(recognition && (PENDING_RECOGNITION_STATUSES as readonly string[]).includes(recognition.status));

/** An experience is certified when it has at least one certification entry. */
export const isCertified = (experience: { certificationAttributes?: unknown[] }) => (experience.certificationAttributes?.length ?? 0) > 0;

/**
 * Spec §4, §5: 'Relancer' only 7 days after the last update. The server says when
 * (resendableAt, null when a reminder does not apply); the page compares with its own clock.
 */
export const canResend = (resendableAt: string | null, now: Date = new Date()) => resendableAt !== null && now.getTime() >= new Date(resendableAt).getTime();

/** Spec §9: recognition dates in the reader's language's long format ("25 novembre 2026"). */
export const formatRecognitionDate = (value: string | Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(value));

/** A recognition may be asked for an experience with none under way that is not certified yet. */
export const canAskRecognition = (experience: { microRecognition: Pick<TMicroRecognition, 'status'> | null; certificationAttributes?: unknown[] }) =>
  !isRecognitionPending(experience.microRecognition) && !isCertified(experience);

/** Where a recognition request starts: its first step. */
export const recognitionCreatePath = (experienceId: number) => `/recognition/${experienceId}/create/certificator`;

/**
 * An external teacher's mailed link carries only its token, which starts with the request's id
 * ("<id>.<random>.<signature>", lib/shared/validation/recognition.ts); a signed-in teacher's carries the id.
 */
export function reviewedRecognitionId(id: string | null, token: string | null): number | null {
  const value = id ?? (token ? /^(\d{1,9})\./.exec(token)?.[1] : undefined);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The badge's name when nobody gave one: the experience's first line, cut at a word within
 * BADGE_TITLE_MAX characters (counted as a person counts them) with an ellipsis.
 */
export function defaultBadgeTitle(description: string): string {
  const firstLine = description.trim().split(/\r?\n/)[0].replace(/\s+/g, ' ').trim();
  const characters = [...firstLine];
  if (characters.length <= BADGE_TITLE_MAX) return firstLine;
  const cut = characters.slice(0, BADGE_TITLE_MAX - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= BADGE_TITLE_MAX / 2 ? atWord : cut).trimEnd()}…`;
}
