import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { addDays } from './dates';
import { OPEN_RECOGNITION_STATUSES, RECOGNITION_RESEND_AFTER_DAYS, type TRecognition } from '@/lib/shared/validation/recognition';
import type { Database } from '../../db/client';
import { certifications, experienceSkills, microRecognitionMessages, microRecognitionSkills, users } from '../../db/schema';
import { pictureUrl } from '../pictures/pictures';
import { loadRecognitionContext, recognitionNotFound } from './context';

/** Spec §4: reminders wait for the teacher; an answer to a question (student_action) goes at once. */
export const remindable = (status: string) => status === 'pending' || status === 'teacher_action';
export const isOpen = (status: string) => (OPEN_RECOGNITION_STATUSES as readonly string[]).includes(status);

/** One recognition as the learner and its reviewer read it (ZRecognition). Access is the caller's business. */
export async function loadRecognition(db: Database, id: number): Promise<TRecognition> {
  const context = await loadRecognitionContext(db, id);
  if (!context) throw recognitionNotFound();
  const { recognition: r, experience, student } = context;
  const [messages, skills, [certification], teacher] = await Promise.all([
    db.select().from(microRecognitionMessages).where(eq(microRecognitionMessages.microRecognitionId, id)).orderBy(asc(microRecognitionMessages.id)),
    db
      .select({ skillId: experienceSkills.id, name: experienceSkills.name, studentLevel: microRecognitionSkills.studentLevel, teacherLevel: microRecognitionSkills.teacherLevel })
      .from(microRecognitionSkills)
      .innerJoin(experienceSkills, eq(experienceSkills.id, microRecognitionSkills.experienceSkillId))
      .where(eq(microRecognitionSkills.microRecognitionId, id))
      .orderBy(asc(microRecognitionSkills.position)),
    db.select().from(certifications).where(eq(certifications.microRecognitionId, id)).orderBy(desc(certifications.id)).limit(1),
    r.teacherId === null ? null : db.select().from(users).where(eq(users.id, r.teacherId)).then(([row]) => row ?? null),
  ]);
  return {
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    resendableAt: remindable(r.status) ? addDays(r.updatedAt, RECOGNITION_RESEND_AFTER_DAYS).toISOString() : null,
    experience: { id: experience.id, description: experience.description, date: experience.date.toISOString(), pictureUrl: pictureUrl(experience.pictureKey) },
    student: { id: student.id, firstname: student.firstname, lastname: student.lastname },
    teacher: {
      id: r.teacherId,
      email: r.teacherEmail,
      firstname: teacher?.firstname ?? r.teacherFirstName,
      lastname: teacher?.lastname ?? r.teacherLastName,
      external: r.teacherId === null,
    },
    messages: messages.map((m) => ({ id: m.id, author: m.author, kind: m.kind, body: m.body, createdAt: m.createdAt.toISOString() })),
    skills,
    certification: certification
      ? { id: certification.id, certificatorAttributes: { name: certification.certificatorName, email: certification.certificatorEmail }, createdAt: certification.createdAt.toISOString() }
      : null,
  };
}
