import 'server-only';
import { defaultBadgeTitle } from '@/lib/shared/format/recognition';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { addDays } from './dates';
import { OPEN_RECOGNITION_STATUSES, RECOGNITION_RESEND_AFTER_DAYS, type TRecognition } from '@/lib/shared/validation/recognition';
import type { Database } from '../../db/client';
import { certifications, experienceSkills, microRecognitionMessages, microRecognitionSkills, users } from '../../db/schema';
import { pictureUrl } from '../pictures';
import { loadRecognitionContexts, recognitionNotFound } from './context';

/** Spec §4: reminders wait for the teacher; an answer to a question (student_action) goes at once. */
export const remindable = (status: string) => status === 'pending' || status === 'teacher_action';
export const isOpen = (status: string) => (OPEN_RECOGNITION_STATUSES as readonly string[]).includes(status);

/** One recognition as the learner and its reviewer read it (ZRecognition). Access is the caller's business. */
export async function loadRecognition(db: Database, id: number): Promise<TRecognition> {
  const [recognition] = await loadRecognitions(db, [id]);
  if (!recognition) throw recognitionNotFound();
  return recognition;
}

/**
 * Recognitions by id, in the order given (unknown ids are left out), in one round of five
 * queries whatever their number: a teacher's list of a hundred costs what one does.
 */
export async function loadRecognitions(db: Database, ids: number[]): Promise<TRecognition[]> {
  if (ids.length === 0) return [];
  const contexts = await loadRecognitionContexts(db, ids);
  const teacherIds = contexts.flatMap(({ recognition: r }) => (r.teacherId === null ? [] : [r.teacherId]));
  const [messages, skills, certificationRows, teachers] = await Promise.all([
    db.select().from(microRecognitionMessages).where(inArray(microRecognitionMessages.microRecognitionId, ids)).orderBy(asc(microRecognitionMessages.id)),
    db
      .select({
        recognitionId: microRecognitionSkills.microRecognitionId,
        skillId: experienceSkills.id,
        name: experienceSkills.name,
        studentLevel: microRecognitionSkills.studentLevel,
        teacherLevel: microRecognitionSkills.teacherLevel,
      })
      .from(microRecognitionSkills)
      .innerJoin(experienceSkills, eq(experienceSkills.id, microRecognitionSkills.experienceSkillId))
      .where(inArray(microRecognitionSkills.microRecognitionId, ids))
      .orderBy(asc(microRecognitionSkills.position)),
    db.select().from(certifications).where(inArray(certifications.microRecognitionId, ids)).orderBy(desc(certifications.id)),
    teacherIds.length ? db.select().from(users).where(inArray(users.id, teacherIds)) : [],
  ]);
  const teacherById = new Map(teachers.map((t) => [t.id, t]));
  // Newest first: the first seen per recognition is its latest certification.
  const certificationOf = new Map<number, (typeof certificationRows)[number]>();
  for (const row of certificationRows) if (row.microRecognitionId !== null && !certificationOf.has(row.microRecognitionId)) certificationOf.set(row.microRecognitionId, row);
  const byId = new Map(contexts.map((context) => [context.recognition.id, context]));
  return ids.flatMap((id) => {
    const context = byId.get(id);
    if (!context) return [];
    const { recognition: r, experience, student } = context;
    const teacher = r.teacherId === null ? null : (teacherById.get(r.teacherId) ?? null);
    const certification = certificationOf.get(id);
    return [
      {
        id: r.id,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        resendableAt: remindable(r.status) ? addDays(r.updatedAt, RECOGNITION_RESEND_AFTER_DAYS).toISOString() : null,
        title: r.title ?? defaultBadgeTitle(experience.description),
        experience: { id: experience.id, description: experience.description, date: experience.date.toISOString(), pictureUrl: pictureUrl(experience.pictureKey), pictureAlt: experience.pictureAlt },
        student: { id: student.id, firstname: student.firstname, lastname: student.lastname },
        teacher: {
          id: r.teacherId,
          email: r.teacherEmail,
          firstname: teacher?.firstname ?? r.teacherFirstName,
          lastname: teacher?.lastname ?? r.teacherLastName,
          external: r.teacherId === null,
        },
        messages: messages.filter((m) => m.microRecognitionId === id).map((m) => ({ id: m.id, author: m.author, kind: m.kind, body: m.body, createdAt: m.createdAt.toISOString() })),
        skills: skills.filter((skill) => skill.recognitionId === id).map(({ skillId, name, studentLevel, teacherLevel }) => ({ skillId, name, studentLevel, teacherLevel })),
        proof: { showsText: r.proofShowsText, showsPicture: r.proofShowsPicture },
        certification: certification
          ? { id: certification.id, certificatorAttributes: { name: certification.certificatorName, email: certification.certificatorEmail }, createdAt: certification.createdAt.toISOString() }
          : null,
      },
    ];
  });
}
