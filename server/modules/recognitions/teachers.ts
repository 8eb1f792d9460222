import 'server-only';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TTeacher } from '@/lib/shared/validation/recognition';
import type { Database } from '../../db/client';
import { communityMemberships, experiences, microRecognitions, users } from '../../db/schema';

/** A teacher of the community a learner may ask: accepted, active, flagged is_teacher, and not the learner. */
export async function findCommunityTeacher(db: Database, teacherId: number, communityId: number, studentId: number) {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, communityId)))
    .where(and(eq(users.id, teacherId), ne(users.id, studentId), eq(users.isTeacher, true), eq(users.status, 'accepted'), eq(users.active, true)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Spec §7 GET /v2/teachers: the community's teachers (never another community's) and, when
 * asked, the teachers from outside this learner already asked here, by address (latest name).
 */
export async function listTeachers(db: Database, communityId: number, studentId: number, withExternal: boolean): Promise<TTeacher[]> {
  const own = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .innerJoin(communityMemberships, and(eq(communityMemberships.userId, users.id), eq(communityMemberships.communityId, communityId)))
    .where(and(eq(users.isTeacher, true), eq(users.status, 'accepted'), eq(users.active, true), ne(users.id, studentId)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  const teachers: TTeacher[] = own.map((t) => ({ ...t, external: false }));
  if (!withExternal) return teachers;
  const address = sql<string>`lower(${microRecognitions.teacherEmail})`;
  const asked = await db
    .selectDistinctOn([address], { email: microRecognitions.teacherEmail, firstname: microRecognitions.teacherFirstName, lastname: microRecognitions.teacherLastName })
    .from(microRecognitions)
    .innerJoin(experiences, eq(experiences.id, microRecognitions.experienceId))
    .where(and(eq(experiences.userId, studentId), eq(microRecognitions.communityId, communityId), isNull(microRecognitions.teacherId)))
    .orderBy(address, desc(microRecognitions.createdAt), desc(microRecognitions.id));
  const known = new Set(own.map((t) => t.email.toLowerCase()));
  for (const t of asked) if (!known.has(t.email.toLowerCase())) teachers.push({ id: null, ...t, external: true });
  return teachers;
}
