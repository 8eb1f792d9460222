import 'server-only';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import {
  OPEN_RECOGNITION_STATUSES,
  RECOGNITION_RESEND_AFTER_DAYS,
  type TRecognitionCreate,
  type TRecognitionUpdate,
} from '@/lib/shared/validation/recognition';
import type { TPublicLinkRule } from '@/lib/shared/validation/public-links';
import { inTransaction, type Database } from '../../db/client';
import { certifications, experiences, experienceSkills, microRecognitionMessages, microRecognitions, microRecognitionSkills } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { conflict, DomainError, forbidden, InvalidError } from '../../platform/errors';
import { findEditableExperience } from '../experiences';
import { publicLinkState, readPublicLinkRule, viewerOf } from '../sharing';
import { isReviewer, isStudent, loadRecognitionContext, recognitionNotFound, type RecognitionContext } from './context';
import { addDays } from './dates';
import { mailTeacher, type LinkMaker } from './mails';
import { isOpen } from './serializer';
import { findCommunityTeacher } from './teachers';

export const recognitionAlreadyOpen = () => conflict('RECOGNITION_ALREADY_OPEN', 'This experience already has a recognition request under way');
export const alreadyCertified = () => conflict('ALREADY_CERTIFIED', 'This experience is already certified');
export const recognitionClosed = () => conflict('RECOGNITION_CLOSED', 'This recognition request has already been decided');

/** The teacher of a new request: one of the community by id, or one from outside by address and name (never the learner). */
async function teacherOf(db: Database, auth: AuthSession, input: TRecognitionCreate) {
  if (input.teacherId !== undefined) {
    const teacher = await findCommunityTeacher(db, input.teacherId, auth.community.id, auth.user.id);
    if (!teacher) throw new InvalidError({ teacher_id: ['is not a teacher of this community'] });
    return { teacherId: teacher.id, teacherEmail: teacher.email, teacherFirstName: teacher.firstname, teacherLastName: teacher.lastname };
  }
  const email = input.teacherEmail!.trim().toLowerCase();
  if (email === auth.user.email.toLowerCase()) throw new InvalidError({ teacher_email: ['cannot be your own address'] });
  return { teacherId: null, teacherEmail: email, teacherFirstName: input.teacherFirstName!, teacherLastName: input.teacherLastName! };
}

/** Each skill named must be one of the experience's own (nested ones too). */
async function checkExperienceSkills(db: Database, experienceId: number, input: TRecognitionCreate) {
  const own = new Set((await db.select({ id: experienceSkills.id }).from(experienceSkills).where(eq(experienceSkills.experienceId, experienceId))).map((s) => s.id));
  const fields: Record<string, string[]> = {};
  input.skills.forEach((skill, i) => {
    if (!own.has(skill.skillId)) fields[`skills.${i}.skill_id`] = ['is not a skill of this experience'];
  });
  if (Object.keys(fields).length) throw new InvalidError(fields);
}

/**
 * The public proof shows the experience's text or picture only when the learner asks for it, and
 * only for an experience they made public: never more than the experience's own sharing allows.
 */
function proofOf(experience: Awaited<ReturnType<typeof findEditableExperience>>, rule: TPublicLinkRule, input: TRecognitionCreate) {
  const fields: Record<string, string[]> = {};
  const showsText = input.proofShowsText ?? false;
  const showsPicture = input.proofShowsPicture ?? false;
  // Public means anyone may open its link: not while it waits for approval, nor when links are off.
  const isPublic = publicLinkState(rule, experience) === 'live';
  if (showsText && !isPublic) fields.proof_shows_text = ['is only for a public experience'];
  if (showsPicture && !isPublic) fields.proof_shows_picture = ['is only for a public experience'];
  else if (showsPicture && experience.pictureKey === null) fields.proof_shows_picture = ['the experience has no picture'];
  if (Object.keys(fields).length) throw new InvalidError(fields);
  return { proofShowsText: showsText, proofShowsPicture: showsPicture, proofAcceptedAt: new Date() };
}

/**
 * Spec §7 POST /v2/micro_recognitions: the experience's author asks a teacher, once at a time
 * per experience (an open request, or a certification already there, is a 409). The request,
 * its thread's first message, its skills, the teacher's mail (and `recordKey`, the
 * Idempotency-Key) are written in one transaction; the experience row is locked so that two
 * racing requests cannot both open one.
 */
export async function createRecognition(
  db: Database,
  auth: AuthSession,
  input: TRecognitionCreate,
  links: LinkMaker,
  recordKey?: (tx: Database, id: number) => Promise<void>,
): Promise<number> {
  const experience = await findEditableExperience(db, input.experienceId, viewerOf(auth)!);
  const teacher = await teacherOf(db, auth, input);
  await checkExperienceSkills(db, experience.id, input);
  const proof = proofOf(experience, await readPublicLinkRule(db, auth.community.id), input);
  return inTransaction(db, async (tx) => {
    await tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, experience.id)).for('update');
    const [open] = await tx
      .select({ id: microRecognitions.id })
      .from(microRecognitions)
      .where(and(eq(microRecognitions.experienceId, experience.id), inArray(microRecognitions.status, [...OPEN_RECOGNITION_STATUSES])))
      .limit(1);
    if (open) throw recognitionAlreadyOpen();
    const [certified] = await tx.select({ id: certifications.id }).from(certifications).where(eq(certifications.experienceId, experience.id)).limit(1);
    if (certified) throw alreadyCertified();
    const [recognition] = await tx
      .insert(microRecognitions)
      .values({ communityId: auth.community.id, experienceId: experience.id, status: 'pending', title: input.title ?? null, ...proof, ...teacher })
      .returning();
    await tx.insert(microRecognitionSkills).values(
      input.skills.map((skill, position) => ({ microRecognitionId: recognition.id, experienceSkillId: skill.skillId, studentLevel: skill.level, position })),
    );
    const message = input.studentMessage || null;
    if (message) await tx.insert(microRecognitionMessages).values({ microRecognitionId: recognition.id, author: 'student', kind: 'request', body: message });
    await mailTeacher(tx, { recognition, experience, student: auth.user, community: auth.community }, 'request', message, links);
    await recordKey?.(tx, recognition.id);
    return recognition.id;
  });
}

/** The learner's own request (404 for whoever may not read it, 403 for its reviewer, who may read but not change it). */
export async function findOwnRecognition(db: Database, id: number, auth: AuthSession, lock = false): Promise<RecognitionContext> {
  const context = await loadRecognitionContext(db, id, lock);
  if (!context) throw recognitionNotFound();
  if (isStudent(context, auth.user.id, auth.community.id)) return context;
  if (isReviewer(context.recognition, auth.user, auth.community.id)) throw forbidden('Only the learner who asked can change this request');
  throw recognitionNotFound();
}

export const resendTooSoon = (resendableAt: Date) =>
  new DomainError('conflict', 'RESEND_TOO_SOON', `A reminder can be sent ${RECOGNITION_RESEND_AFTER_DAYS} days after the last update`, { resendable_at: resendableAt.toISOString() });

/**
 * Spec §4, §7 PATCH /v2/micro_recognitions/{id} {status: teacher_action}: while the teacher has
 * it (pending, teacher_action), a reminder once 7 days passed since the last update (spec §5);
 * while the learner has it (student_action, a question was asked), the answer, at once. Either
 * way the teacher is mailed again. The rule is checked on the locked row, so two tabs cannot
 * both remind.
 */
export async function moveToTeacher(db: Database, id: number, auth: AuthSession, input: TRecognitionUpdate, links: LinkMaker): Promise<void> {
  await inTransaction(db, async (tx) => {
    const context = await findOwnRecognition(tx, id, auth, true);
    const { recognition } = context;
    if (!isOpen(recognition.status)) throw recognitionClosed();
    const now = new Date();
    const answering = recognition.status === 'student_action';
    const resendableAt = addDays(recognition.updatedAt, RECOGNITION_RESEND_AFTER_DAYS);
    if (!answering && resendableAt > now) throw resendTooSoon(resendableAt);
    const [moved] = await tx
      .update(microRecognitions)
      .set({ status: 'teacher_action', updatedAt: now })
      .where(and(eq(microRecognitions.id, id), or(eq(microRecognitions.status, 'student_action'), lte(microRecognitions.updatedAt, addDays(now, -RECOGNITION_RESEND_AFTER_DAYS)))))
      .returning();
    if (!moved) throw resendTooSoon(resendableAt);
    const message = input.studentMessage || null;
    if (message) await tx.insert(microRecognitionMessages).values({ microRecognitionId: id, author: 'student', kind: answering ? 'answer' : 'reminder', body: message });
    await mailTeacher(tx, { ...context, recognition: moved }, answering ? 'answer' : 'reminder', message, links);
  });
}

/** Spec §4 "Cancel deletes the recognition": the learner's, while it is open; its thread, skills and links go with it. */
export async function cancelRecognition(db: Database, id: number, auth: AuthSession): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { recognition } = await findOwnRecognition(tx, id, auth, true);
    if (!isOpen(recognition.status)) throw recognitionClosed();
    await tx.delete(microRecognitions).where(eq(microRecognitions.id, id));
  });
}
