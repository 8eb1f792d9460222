import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skillTranslations, skills } from '../db/schema';

/**
 * The community's skill list, which learners pick from when rating an experience, named in
 * `locale` where a translation exists and in the community's own language otherwise.
 */
export function listCommunitySkills(db: Database, communityId: number, locale: string) {
  const name = sql<string>`coalesce(${skillTranslations.name}, ${skills.name})`;
  return db
    .select({ id: skills.id, name })
    .from(skills)
    .leftJoin(skillTranslations, and(eq(skillTranslations.skillId, skills.id), eq(skillTranslations.locale, locale)))
    .where(eq(skills.communityId, communityId))
    .orderBy(asc(name), asc(skills.id));
}
